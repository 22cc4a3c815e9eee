// What other features may use of overlays (ARCHITECTURE.md, Folders: features apart).
export { CampaignOverlayPanel } from './CampaignOverlayPanel';
