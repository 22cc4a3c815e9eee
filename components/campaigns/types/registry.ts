import type { ComponentType } from 'react';

import type { CampaignChanges, CampaignDetail } from '@/types/campaigns';
import type { CampaignType } from '@/utils/campaignTypes';
import type { SchemaLoader } from '../builder/StepForm';

/**
 * A campaign type's settings step (spec §3): its form and panel. Loaded with the settings step only, so
 * other steps do not carry every type's code.
 */
export interface SettingsPanelModule<Values extends object = object> {
  initialValues: (campaign: CampaignDetail) => Values;
  /** Its rules, loaded when the form first checks itself. */
  loadSchema: SchemaLoader;
  /** The values as the campaign PATCH's changes (the type's settings key). */
  toChanges: (values: Values) => CampaignChanges;
  Panel: ComponentType<{ campaign: CampaignDetail; readOnly: boolean }>;
  /** Shown under the form, outside it, so it works on a read-only campaign too (a jackpot's contributions). */
  Aside?: ComponentType<{ campaign: CampaignDetail }>;
}

/** One line of the overview: what is set, or what is still missing. */
export interface SummaryLine {
  label: string;
  value: string;
}

export type TypeSummary = (campaign: CampaignDetail) => SummaryLine[];

export interface CampaignTypeRegistration {
  /** The settings key of the campaign detail and body (server: its type module's `field`). */
  field: string;
  /** The settings step's module, loaded on demand. */
  loadPanel: () => Promise<SettingsPanelModule>;
  /** The overview's lines about the settings, loaded with the overview. */
  loadSummary: () => Promise<TypeSummary>;
  /** Cancel actions of the type's own that replace the plain Cancel (a jackpot says what its pot becomes). */
  cancelActions?: readonly TypeCancelAction[];
}

/** The type-specific ways of cancelling (spec §2 "cancel jackpot (with an immediate variant)"). */
export type TypeCancelAction = 'cancelJackpot' | 'cancelJackpotImmediately';

/**
 * The settings of each campaign type, by code (utils/campaignTypes.ts lists the types). The builder's
 * settings step and overview, and the publish problems' links, read this; a type registers itself here.
 */
export const CAMPAIGN_TYPE_REGISTRY: Partial<Record<CampaignType, CampaignTypeRegistration>> = {
  mission: {
    field: 'mission',
    loadPanel: () =>
      import('../mission/missionPanel').then((m) => m.missionPanels.mission as SettingsPanelModule),
    loadSummary: () => import('../mission/missionSummary').then((m) => m.missionSummary),
  },
  missionV2: {
    field: 'missions',
    loadPanel: () =>
      import('../mission/missionChainPanel').then((m) => m.missionChainPanel as SettingsPanelModule),
    loadSummary: () => import('../mission/missionSummary').then((m) => m.chainSummary),
  },
  sportsbookMission: {
    field: 'mission',
    loadPanel: () =>
      import('../mission/missionPanel').then((m) => m.missionPanels.sportsbookMission as SettingsPanelModule),
    loadSummary: () => import('../mission/missionSummary').then((m) => m.missionSummary),
  },
  tournament: {
    field: 'tournament',
    loadPanel: () =>
      import('../competition/competitionPanels').then((m) => m.tournamentPanel as SettingsPanelModule),
    loadSummary: () => import('../competition/competitionSummary').then((m) => m.tournamentSummary),
  },
  race: {
    field: 'race',
    loadPanel: () =>
      import('../competition/competitionPanels').then((m) => m.racePanel as SettingsPanelModule),
    loadSummary: () => import('../competition/competitionSummary').then((m) => m.raceSummary),
  },
  prizeDrop: {
    field: 'prizeDrop',
    loadPanel: () =>
      import('../prizeDrop/prizeDropPanel').then((m) => m.prizeDropPanel as SettingsPanelModule),
    loadSummary: () => import('../prizeDrop/prizeDropSummary').then((m) => m.prizeDropSummary),
  },
  jackpot: {
    field: 'jackpot',
    loadPanel: () => import('../jackpot/jackpotPanel').then((m) => m.jackpotPanel as SettingsPanelModule),
    loadSummary: () => import('../jackpot/jackpotSummary').then((m) => m.jackpotSummary),
    cancelActions: ['cancelJackpot', 'cancelJackpotImmediately'],
  },
};

/** The settings keys of every type: a refused publish's errors under them belong to the settings step. */
export const SETTINGS_FIELDS: readonly string[] = [
  ...new Set(Object.values(CAMPAIGN_TYPE_REGISTRY).map((registration) => registration.field)),
];
