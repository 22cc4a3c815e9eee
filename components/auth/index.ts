// What other features may use of sign-in (ARCHITECTURE.md, Folders: features apart): the second factor's parts.
export { AuthenticatorSetup } from './AuthenticatorSetup';
export { CodeField, codeSchema, type CodeValues } from './CodeField';
