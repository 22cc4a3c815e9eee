import { useRouter } from 'next/router';

import { accessGroupsApi } from '@/components/accessGroups/api';
import { AccessGroupFormScreen } from '@/components/accessGroups/AccessGroupFormScreen';
import { recordPageData } from '@/components/kit/pageData';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const EditAccessGroupPage: BackofficePage = () => (
  <AccessGroupFormScreen id={queryId(useRouter().query.id)} />
);

EditAccessGroupPage.serverData = recordPageData('id', accessGroupsApi.initiateGet);

export default EditAccessGroupPage;
