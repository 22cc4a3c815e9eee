import { TermsScreen } from '@/components/terms/TermsScreen';
import type { BackofficePage } from './_app';

const TermsPage: BackofficePage = () => <TermsScreen />;

export default TermsPage;
