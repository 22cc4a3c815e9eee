import { useRouter } from 'next/router';

import { LimitGroupFormScreen } from '@/components/limitGroups/LimitGroupFormScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const EditLimitGroupPage: BackofficePage = () => <LimitGroupFormScreen id={queryId(useRouter().query.id)} />;

export default EditLimitGroupPage;
