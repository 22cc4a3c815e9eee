import type { Executor } from '../../../db/client';
import type { Campaign } from '../../../db/schema';
import type { FieldErrorTree } from '../../../lib/field-errors';
import type { Repositories } from '../../../repositories';

/**
 * What a campaign type adds to a campaign: its settings under one key of the campaign body and detail
 * (`mission`, `tournament`, …), and the rules of those settings. The campaign service calls these and
 * never asks which type it has. Types without settings of their own have no module.
 *
 * `Input` is the key's body (its TypeBox schema is in `schemas/campaign-settings.ts`), `Dto` its answer.
 */
export interface CampaignTypeModule<Input = unknown, Dto = unknown> {
  /** The body and detail key of the settings. */
  readonly field: string;
  /** Draft rules of a body's settings, before anything is written (errors under `[field, …]`). */
  check(input: Input, errors: FieldErrorTree, campaign: Campaign | null, tx: Executor): Promise<void>;
  /** The settings as answered in the campaign detail; null while there are none. */
  load(campaign: Campaign, tx: Executor): Promise<Dto | null>;
  /** Writes the body's settings (create: `input` may be undefined, then the defaults are stored). */
  write(campaign: Campaign, input: Input | undefined, tx: Executor): Promise<void>;
  /** Copies the settings to another campaign (a copy, a template's campaign, a recurrence). */
  copy(from: Campaign, to: Campaign, tx: Executor): Promise<void>;
  /** What publishing needs besides the common fields, each missing item at its path. */
  checkPublish(campaign: Campaign, errors: FieldErrorTree, tx: Executor): Promise<void>;
}

export interface TypeModuleDeps {
  repos: Repositories;
}
