// What other features may use of the catalog (ARCHITECTURE.md, Folders: features apart).
export { CatalogItemSelect } from './CatalogItemSelect';
