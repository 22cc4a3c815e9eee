import { PageTitle } from '@/components/layout/PageTitle';
import { IpWhitelistScreen } from '@/components/security/IpWhitelistScreen';
import { PERMISSIONS } from '@/utils/permissions';
import type { BackofficePage } from './_app';

const SecuritySettingsPage: BackofficePage = () => (
  <>
    <PageTitle title="IP Whitelisting" />
    <IpWhitelistScreen />
  </>
);

SecuritySettingsPage.gate = { permissions: PERMISSIONS.viewMfaWhitelistedIp };

export default SecuritySettingsPage;
