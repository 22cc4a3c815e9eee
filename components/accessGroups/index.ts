// What other features may use of access groups (ARCHITECTURE.md, Folders: features apart).
export { GroupPicker } from './GroupPicker';
