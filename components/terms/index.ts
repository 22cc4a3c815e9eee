// What other features may use of terms (ARCHITECTURE.md, Folders: features apart).
export { TermTemplatePicker } from './TermTemplatePicker';
