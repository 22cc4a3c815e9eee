import Head from 'next/head';

import { AccountScreen } from '@/components/account/AccountScreen';

export default function AccountPage() {
  return (
    <>
      <Head>
        <title>Your account · Back-office</title>
      </Head>
      <AccountScreen />
    </>
  );
}
