import Head from 'next/head';

import { IpWhitelistScreen } from '@/components/security/IpWhitelistScreen';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from './_app';

const SecuritySettingsPage: BackofficePage = () => (
  <>
    <Head>
      <title>IP Whitelisting · Back-office</title>
    </Head>
    <IpWhitelistScreen />
  </>
);

SecuritySettingsPage.gate = { permissions: PERMISSIONS.viewMfaWhitelistedIp };

export default SecuritySettingsPage;
