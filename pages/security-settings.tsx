import { PageTitle } from '@/components/layout/PageTitle';
import { IpWhitelistScreen } from '@/components/security/IpWhitelistScreen';
import type { BackofficePage } from './_app';

const SecuritySettingsPage: BackofficePage = () => (
  <>
    <PageTitle title="IP Whitelisting" />
    <IpWhitelistScreen />
  </>
);

export default SecuritySettingsPage;
