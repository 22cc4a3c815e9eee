// What other features may use of campaign info (ARCHITECTURE.md, Folders: features apart).
export { CampaignInfoOverride } from './CampaignInfoOverride';
