import { Type } from '@fastify/type-provider-typebox';
import { DateTimeString, OrNull, PlainText } from './common';

// What campaigns tell players in words: terms and conditions (spec §7 `v1/campaigns/terms/`, templates
// at `v1/campaigns/terms-templates/`) and the campaign info (our addition).

export const RICH_TEXT_MAX = 200000;

/** Rich text per language on the wire: `{"en": "<p>…</p>", "de": "…"}`. */
export const RichTexts = () =>
  Type.Record(Type.String({ maxLength: 20 }), PlainText({ maxLength: RICH_TEXT_MAX }), {
    maxProperties: 100,
  });

/** Language code → sanitised HTML, as answered. */
const Texts = Type.Record(Type.String(), Type.String());

export const TERMS_NAME_MAX = 150;

/** A terms and conditions document; templates have `is_template`. */
export const TermsSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_template: Type.Boolean(),
  terms: Texts,
  created: DateTimeString,
  updated: DateTimeString,
});

export const TermsBody = Type.Object({
  name: PlainText({ maxLength: TERMS_NAME_MAX }),
  is_template: Type.Optional(Type.Boolean()),
  terms: Type.Optional(RichTexts()),
});

/** A template's body: the flag is implied. */
export const TermsTemplateBody = Type.Omit(TermsBody, ['is_template']);

/** `GET v1/campaigns/campaign-info-template/`: what every campaign tells players about itself. */
export const CampaignInfoTemplateSchema = Type.Object({
  info: Texts,
  /** Never saved yet: null. */
  updated: OrNull(DateTimeString),
});

/** `GET v1/campaigns/campaigns/{id}/campaign-info/`: what this campaign tells players about itself. */
export const CampaignInfoSchema = Type.Object({
  /** What players read for this campaign: its own text, or the template's. */
  info: Texts,
  /** The campaign has text of its own (it overrides the template). */
  own: Type.Boolean(),
  /** The casino lets campaigns have their own (`allowUsersToEditCampaignInfoPerCampaign`). */
  editable: Type.Boolean(),
});

/** PUT/PATCH of the template's or a campaign's info. */
export const CampaignInfoBody = Type.Object({ info: RichTexts() });
