import { useRouter } from 'next/router';

import { recordPageData } from '@/components/kit/pageData';
import { PageTitle } from '@/components/layout/PageTitle';
import { usersApi } from '@/components/users/api';
import { UserEditScreen } from '@/components/users/UserEditScreen';
import { queryId } from '@/utils/query';
import type { BackofficePage } from '../_app';

const UserEditPage: BackofficePage = () => {
  const id = queryId(useRouter().query.id);
  return (
    <>
      <PageTitle title="Edit user" />
      <UserEditScreen id={id} />
    </>
  );
};

UserEditPage.serverData = recordPageData('id', (id) => usersApi.endpoints.getUser.initiate(id));

export default UserEditPage;
