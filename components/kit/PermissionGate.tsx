import type { ReactNode } from 'react';

import { ErrorPage } from '@/components/errors/ErrorPage';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { PermissionGate as Gate } from '@/utils/permissions';

interface Props extends Gate {
  children: ReactNode;
  /** Show the 403 page instead of nothing (spec §2: "where the permission gate is set to show it"). */
  showForbidden?: boolean;
  fallback?: ReactNode;
}

/** Renders its children only for users who pass the gate (spec §5). */
export function PermissionGate({
  permissions,
  requireAll,
  showForbidden = false,
  fallback = null,
  children,
}: Props) {
  const allowed = useIsAllowed({ permissions, requireAll });
  if (allowed) return children;
  return showForbidden ? <ErrorPage statusCode={403} /> : fallback;
}
