// What other features may use of users (ARCHITECTURE.md, Folders: features apart).
export { UserPicker } from './UserPicker';
