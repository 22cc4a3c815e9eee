// What other features may use of the image library (ARCHITECTURE.md, Folders: features apart).
export { FormikImageField } from './FormikImageField';
