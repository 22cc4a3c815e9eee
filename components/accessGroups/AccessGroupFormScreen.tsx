import * as yup from 'yup';

import { FormikTextField } from '@/components/forms/FormikTextField';
import { ResourceFormScreen } from '@/components/kit/ResourceFormScreen';
import { UserPicker } from '@/components/users';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { AccessGroup, AccessGroupInput } from '@/types/accessGroups';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { accessGroupsApi } from './api';
import { PermissionPicker } from './PermissionPicker';

/** The server's limit on a group's name. */
const NAME_MAX = 150;

const schema = yup.object({
  name: yup.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`).required('Enter a name.'),
  permissions: yup.array(yup.string().required()).required(),
  users: yup.array(yup.number().required()).required(),
});
type Values = yup.InferType<typeof schema>;

/** Spec §2 /access-groups/add and /access-groups/edit: a group's name, permissions and users. */
export function AccessGroupFormScreen({ id }: { id: number | 'new' | undefined }) {
  const canSave = useIsAllowed({
    permissions: id === 'new' ? PERMISSIONS.addGroup : PERMISSIONS.changeGroup,
  });
  return (
    <ResourceFormScreen<AccessGroup, Values, AccessGroupInput>
      id={id}
      api={accessGroupsApi}
      noun="access group"
      title={(group) => group?.name ?? 'Add access group'}
      backHref={routes.accessGroups.list()}
      schema={schema}
      initialValues={(group) => ({
        name: group?.name ?? '',
        permissions: group?.permissions ?? [],
        users: group?.users ?? [],
      })}
      toBody={(values) => values}
      redirectTo={() => routes.accessGroups.list()}
      readOnly={!canSave}
    >
      {() => (
        <>
          <FormikTextField name="name" label="Name" autoComplete="off" />
          <PermissionPicker name="permissions" />
          <UserPicker name="users" label="Members" hint="Members hold every permission of the group." />
        </>
      )}
    </ResourceFormScreen>
  );
}
