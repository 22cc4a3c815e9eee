/** Rich text per language: language code → HTML. */
export type TextsByLanguage = Record<string, string>;

/** A terms and conditions document (spec §7 `v1/campaigns/terms/`); templates have `isTemplate`. */
export interface Terms {
  id: number;
  name: string;
  isTemplate: boolean;
  terms: TextsByLanguage;
  created: string;
  updated: string;
}

/** POST/PATCH of a term template (`v1/campaigns/terms-templates/`): the flag is implied. */
export interface TermTemplateInput {
  name: string;
  terms: TextsByLanguage;
}

/** `GET v1/campaigns/campaign-info-template/`: what every campaign tells players about itself. */
export interface CampaignInfoTemplate {
  info: TextsByLanguage;
  /** Never saved yet: null. */
  updated: string | null;
}

/** `GET v1/campaigns/campaigns/{id}/campaign-info/`: what this campaign tells players about itself. */
export interface CampaignInfo {
  info: TextsByLanguage;
  /** The campaign has its own text; otherwise `info` is the template's. */
  own: boolean;
  /** The casino lets campaigns have their own text. */
  editable: boolean;
}
