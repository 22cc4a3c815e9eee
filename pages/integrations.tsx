import { PageTitle } from '@/components/layout/PageTitle';
import { IntegrationsScreen, integrationsPageData } from '@/components/integrations/IntegrationsScreen';
import type { BackofficePage } from './_app';

const IntegrationsPage: BackofficePage = () => (
  <>
    <PageTitle title="Integrations" />
    <IntegrationsScreen />
  </>
);

IntegrationsPage.serverData = integrationsPageData;

export default IntegrationsPage;
