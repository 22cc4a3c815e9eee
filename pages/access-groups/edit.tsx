import { useRouter } from 'next/router';

import { AccessGroupFormScreen } from '@/components/accessGroups/AccessGroupFormScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const EditAccessGroupPage: BackofficePage = () => (
  <AccessGroupFormScreen id={queryId(useRouter().query.id)} />
);

export default EditAccessGroupPage;
