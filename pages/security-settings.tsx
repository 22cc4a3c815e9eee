import { PageTitle } from '@/components/layout/PageTitle';
import { IpWhitelistScreen, whitelistPageData } from '@/components/security/IpWhitelistScreen';
import type { BackofficePage } from './_app';

const SecuritySettingsPage: BackofficePage = () => (
  <>
    <PageTitle title="IP Whitelisting" />
    <IpWhitelistScreen />
  </>
);

SecuritySettingsPage.serverData = whitelistPageData;

export default SecuritySettingsPage;
