import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  CampaignInfoBody,
  CampaignInfoSchema,
  CampaignInfoTemplateSchema,
  TermsSchema,
  TermsTemplateBody,
} from '@/contract/schemas/content';

/** A terms and conditions document (spec §7 `v1/campaigns/terms/`); templates have `isTemplate`. */
export type Terms = Camelized<Static<typeof TermsSchema>>;

/** Rich text per language: language code → HTML. */
export type TextsByLanguage = Terms['terms'];

/** POST/PATCH of a term template (`v1/campaigns/terms-templates/`): the flag is implied. */
export type TermTemplateInput = Camelized<Static<typeof TermsTemplateBody>>;

/** `GET v1/campaigns/campaign-info-template/`: what every campaign tells players about itself. */
export type CampaignInfoTemplate = Camelized<Static<typeof CampaignInfoTemplateSchema>>;

/** `GET v1/campaigns/campaigns/{id}/campaign-info/`: what this campaign tells players about itself. */
export type CampaignInfo = Camelized<Static<typeof CampaignInfoSchema>>;

/** PUT/PATCH of the template's or a campaign's info. */
export type CampaignInfoInput = Camelized<Static<typeof CampaignInfoBody>>;
