import { useRouter } from 'next/router';

import { recordPageData } from '@/components/kit/pageData';
import { limitGroupsApi } from '@/components/limitGroups/api';
import { LimitGroupFormScreen } from '@/components/limitGroups/LimitGroupFormScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const EditLimitGroupPage: BackofficePage = () => <LimitGroupFormScreen id={queryId(useRouter().query.id)} />;

EditLimitGroupPage.serverData = recordPageData('id', limitGroupsApi.initiateGet);

export default EditLimitGroupPage;
