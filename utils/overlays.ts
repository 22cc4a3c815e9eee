// The web app's existing imports of this shared value set; it lives in contract/ (ARCHITECTURE.md, Folders).
export * from '@/contract/overlays';
