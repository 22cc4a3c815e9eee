import { useRouter } from 'next/router';

import { recordPageData } from '@/components/kit/pageData';
import { PageTitle } from '@/components/layout/PageTitle';
import { usersApi } from '@/components/users/api';
import { UserViewScreen } from '@/components/users/UserViewScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const UserViewPage: BackofficePage = () => {
  const id = queryId(useRouter().query.id);
  return (
    <>
      <PageTitle title="User" />
      <UserViewScreen id={id} />
    </>
  );
};

UserViewPage.serverData = recordPageData('id', (id) => usersApi.endpoints.getUser.initiate(id));

export default UserViewPage;
