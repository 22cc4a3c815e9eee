import { selectPermissions, selectUser } from '@/store/authSlice';
import { useGetFeatureFlagQuery } from '@/store/baseApi';
import { useAppSelector } from '@/store/hooks';
import { campaignActions, type ActionContext, type CampaignAction } from './campaignActions';

/** What the signed-in user may do with campaigns now: their permissions, id and `edit-active-campaigns`. */
export function useCampaignActionContext(): ActionContext {
  const permissions = useAppSelector(selectPermissions);
  const user = useAppSelector(selectUser);
  const { data: editActiveFlag } = useGetFeatureFlagQuery('edit-active-campaigns');
  return { permissions, userId: user?.id, editActive: Boolean(editActiveFlag?.enabled) };
}

/** The actions the signed-in user may take on one campaign (none while it is not loaded). */
export function useCampaignActions(
  campaign: Parameters<typeof campaignActions>[0] | null | undefined,
): CampaignAction[] {
  const context = useCampaignActionContext();
  return campaign ? campaignActions(campaign, context) : [];
}
