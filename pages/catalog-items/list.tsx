import { CatalogItemsScreen, catalogItemsPageData } from '@/components/catalogItems/CatalogItemsScreen';
import type { BackofficePage } from '../_app';

const CatalogItemsPage: BackofficePage = () => <CatalogItemsScreen />;

CatalogItemsPage.serverData = catalogItemsPageData;

export default CatalogItemsPage;
