import { selectPermissions } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { isAllowed, type PermissionGate } from '@/utils/permissions';

/** Whether the signed-in user passes a permission gate (spec §5). */
export function useIsAllowed(gate: PermissionGate): boolean {
  const held = useAppSelector(selectPermissions);
  return isAllowed(held, gate);
}
