import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';

import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { MenuButton, type MenuItem } from '@/components/ui/MenuButton';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useAppDispatch } from '@/store/hooks';
import { messageShown } from '@/store/snackbarSlice';
import type { CampaignListItem } from '@/types/campaigns';
import { CAMPAIGN_TYPE_INFO, campaignTypeLabel } from '@/utils/campaignTypes';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import {
  campaignListApi,
  TEMPLATES_PAGE_SIZE,
  useCopyCampaignMutation,
  useDeleteCampaignMutation,
  useGetTemplatesQuery,
} from './listApi';
import { CAMPAIGN_MESSAGES } from './campaignMessages';
import { USE_TEMPLATE } from './copyPurposes';
import { useOfferedCampaignTypes } from './useOfferedCampaignTypes';

// A form (formik and yup) loaded only when a campaign is created from a template.
const CopyCampaignDialog = dynamic(() => import('./CopyCampaignDialog').then((m) => m.CopyCampaignDialog), {
  ssr: false,
});

const TEMPLATES_LIST = defineList({ filters: { search: '', type: '' }, limit: TEMPLATES_PAGE_SIZE });

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const templatesPageData = listPageData(TEMPLATES_LIST, (query) =>
  campaignListApi.endpoints.getTemplates.initiate(query),
);

/** The kit's delete takes `{id}`; the campaigns API deletes by id. */
function useDeleteTemplateMutation() {
  const [remove, state] = useDeleteCampaignMutation();
  return [({ id }: { id: number }) => remove(id), state] as const;
}

/**
 * Spec §2 /campaign-templates/list (§9: 25 a page, newest first): templates to start campaigns from.
 * A template is a campaign with isTemplate true: built in the same steps, never published.
 */
export function TemplatesScreen() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const formatDate = useDateTimeFormat();
  const { offered } = useOfferedCampaignTypes();
  const canAdd = useIsAllowed({ permissions: PERMISSIONS.addCampaign });
  const [copyCampaign] = useCopyCampaignMutation();
  const [using, setUsing] = useState<CampaignListItem | null>(null);
  const templateTypes = offered.filter((type) => CAMPAIGN_TYPE_INFO[type].templates);

  const createFrom = async (id: number, name: string) => {
    const created = await copyCampaign({ id, name, isTemplate: false }).unwrap();
    setUsing(null);
    dispatch(messageShown({ type: 'success', content: CAMPAIGN_MESSAGES.created }));
    await router.push(routes.campaigns.edit(created.id));
  };

  const columns: Column<CampaignListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (template) => (
        <Link href={routes.templates.edit(template.type, template.id)}>{template.name}</Link>
      ),
    },
    { key: 'type', header: 'Type', cell: (template) => campaignTypeLabel(template.type) },
    { key: 'creator', header: 'Creator', cell: (template) => template.creator?.name ?? '—' },
    {
      key: 'created',
      header: 'Created',
      cell: (template) => <time dateTime={template.created}>{formatDate(template.created)}</time>,
    },
  ];

  const createItems: MenuItem[] = templateTypes.map((type) => ({
    key: type,
    label: CAMPAIGN_TYPE_INFO[type].label,
    href: routes.templates.edit(type),
  }));

  return (
    <>
      <ResourceListScreen
        title="Campaign templates"
        description="Start campaigns from a template: its settings, players, content and terms are copied."
        list={TEMPLATES_LIST}
        useListQuery={useGetTemplatesQuery}
        columns={columns}
        filters={[
          { name: 'search', label: 'Search', type: 'search', placeholder: 'Template name' },
          {
            name: 'type',
            label: 'Type',
            type: 'select',
            options: [
              { value: '', label: 'All types' },
              ...templateTypes.map((type) => ({ value: type, label: CAMPAIGN_TYPE_INFO[type].label })),
            ],
          },
        ]}
        actions={
          canAdd && createItems.length > 0 ? (
            <MenuButton label="Create template" accessibleLabel="Create template" items={createItems} />
          ) : null
        }
        rowActions={(template) =>
          canAdd ? (
            <MenuButton
              label="Actions"
              accessibleLabel={`Actions for ${template.name}`}
              items={[
                { key: 'use', label: 'Create campaign', onSelect: () => setUsing(template) },
                { key: 'edit', label: 'Edit', href: routes.templates.edit(template.type, template.id) },
              ]}
            />
          ) : null
        }
        remove={{
          useDeleteMutation: useDeleteTemplateMutation,
          permissions: [PERMISSIONS.deleteCampaign, PERMISSIONS.deleteOwnCampaign],
          name: (template) => template.name,
          consequence: () => 'Campaigns made from it stay as they are.',
        }}
        emptyMessage="No templates yet"
      />
      {using && (
        <CopyCampaignDialog
          campaign={using}
          purpose={USE_TEMPLATE}
          onCancel={() => setUsing(null)}
          onSave={createFrom}
        />
      )}
    </>
  );
}
