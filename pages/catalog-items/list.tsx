import { CatalogItemsScreen } from '@/components/catalogItems/CatalogItemsScreen';
import type { BackofficePage } from '../_app';

const CatalogItemsPage: BackofficePage = () => <CatalogItemsScreen />;

export default CatalogItemsPage;
