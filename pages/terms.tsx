import { TermsScreen, termsPageData } from '@/components/terms/TermsScreen';
import type { BackofficePage } from './_app';

const TermsPage: BackofficePage = () => <TermsScreen />;

TermsPage.serverData = termsPageData;

export default TermsPage;
