/** An access group (spec §6): the permissions it grants and the admin users who hold them. */
export interface AccessGroup {
  id: number;
  name: string;
  permissions: string[];
  users: number[];
  created: string;
}

/** POST/PATCH v1/auth/groups/. */
export type AccessGroupInput = Pick<AccessGroup, 'name' | 'permissions' | 'users'>;
