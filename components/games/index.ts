// What other features may use of games (ARCHITECTURE.md, Folders: features apart).
export { GameSelectionModal } from './GameSelectionModal';
