import type { ComponentType } from 'react';

import type { CampaignChanges, CampaignDetail, CampaignListItem } from '@/types/campaigns';
import type { CampaignType } from '@/utils/campaignTypes';
import type { SettingsCall, SettingsSync } from '../builder/settingsCalls';
import type { SchemaLoader } from '../builder/StepForm';

/**
 * Settings kept through the type's own calls (spec §7: `v1/missions/…`, `v1/prize-drops/…` …), so a
 * backend built to the spec keeps them.
 */
export interface OwnSettingsCalls {
  /** The campaign's settings as its detail would carry them under the type's key (`{mission}`). */
  load: (call: SettingsCall, campaignId: number) => Promise<Partial<CampaignDetail>>;
  /**
   * How the form's settings are saved, call by call: loaded with the first save, as reading them (the
   * settings step's first paint, the overview) needs none of it.
   */
  loadSync: () => Promise<SettingsSync>;
}

/**
 * A campaign type's settings step (spec §3): its form and panel. Loaded with the settings step only, so
 * other steps do not carry every type's code.
 */
export interface SettingsPanelModule<Values extends object = object> {
  /** The form's values from the campaign (with the settings its `loadCalls` read, when the type has calls). */
  initialValues: (campaign: CampaignDetail) => Values;
  /**
   * For a type §7 names no calls for (a race; its registration has no `loadCalls`): its settings go
   * with the campaign's PATCH under its settings key.
   */
  toChanges?: (values: Values) => CampaignChanges;
  /** Its rules, loaded when the form first checks itself. */
  loadSchema: SchemaLoader;
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
  /**
   * The type's own calls (spec §7), read by the settings step and the overview alike; a type without
   * them (a race) keeps its settings in the campaign.
   */
  loadCalls?: () => Promise<OwnSettingsCalls>;
  /** The overview's lines about the settings, loaded with the overview. */
  loadSummary: () => Promise<TypeSummary>;
  /** Cancel actions of the type's own that replace the plain Cancel (a jackpot says what its pot becomes). */
  cancelActions?: TypeCancelActions;
  /** What its live figures show beside the common ones (statistics screen, reports step). */
  live: LivePanel;
}

/**
 * The type's own part of the live figures: a tournament's leaderboard, a mission's progress by player,
 * a prize drop's drops, a jackpot's pot.
 */
export type LivePanel = 'leaderboard' | 'progress' | 'drops' | 'pot';

/** One of a type's own actions: its key (in the list's and the overview's actions) and its text. */
export interface TypeAction {
  key: string;
  label: string;
}

/** A type's own action under way: which, on which campaign. */
export interface TypeActionRun {
  action: string;
  campaign: Pick<CampaignListItem, 'id' | 'name' | 'type'>;
}

/** The dialog that asks before a type's own action runs, and runs it. */
export type TypeActionDialog = ComponentType<{ running: TypeActionRun; onClose: () => void }>;

/**
 * The type-specific ways of cancelling (spec §2 "cancel jackpot (with an immediate variant)"), offered
 * in the place of Cancel, and their dialog, loaded when one is first chosen.
 */
export interface TypeCancelActions {
  actions: readonly TypeAction[];
  loadDialog: () => Promise<TypeActionDialog>;
}

/**
 * The settings of each campaign type, by code (utils/campaignTypes.ts lists the types). The builder's
 * settings step and overview, and the publish problems' links, read this; a type registers itself here.
 */
export const CAMPAIGN_TYPE_REGISTRY: Partial<Record<CampaignType, CampaignTypeRegistration>> = {
  mission: {
    field: 'mission',
    loadCalls: () => import('../mission/missionCalls').then((m) => m.missionCalls),
    loadPanel: () =>
      import('../mission/missionPanel').then((m) => m.missionPanels.mission as SettingsPanelModule),
    loadSummary: () => import('../mission/missionSummary').then((m) => m.missionSummary),
    live: 'progress',
  },
  missionV2: {
    field: 'missions',
    loadCalls: () => import('../mission/missionCalls').then((m) => m.chainCalls),
    loadPanel: () =>
      import('../mission/missionChainPanel').then((m) => m.missionChainPanel as SettingsPanelModule),
    loadSummary: () => import('../mission/missionSummary').then((m) => m.chainSummary),
    live: 'progress',
  },
  sportsbookMission: {
    field: 'mission',
    loadCalls: () => import('../mission/missionCalls').then((m) => m.missionCalls),
    loadPanel: () =>
      import('../mission/missionPanel').then((m) => m.missionPanels.sportsbookMission as SettingsPanelModule),
    loadSummary: () => import('../mission/missionSummary').then((m) => m.missionSummary),
    live: 'progress',
  },
  tournament: {
    field: 'tournament',
    loadCalls: () => import('../competition/tournamentCalls').then((m) => m.tournamentCalls),
    loadPanel: () =>
      import('../competition/competitionPanels').then((m) => m.tournamentPanel as SettingsPanelModule),
    loadSummary: () => import('../competition/competitionSummary').then((m) => m.tournamentSummary),
    live: 'leaderboard',
  },
  race: {
    field: 'race',
    loadPanel: () =>
      import('../competition/competitionPanels').then((m) => m.racePanel as SettingsPanelModule),
    loadSummary: () => import('../competition/competitionSummary').then((m) => m.raceSummary),
    live: 'leaderboard',
  },
  prizeDrop: {
    field: 'prizeDrop',
    loadCalls: () => import('../prizeDrop/prizeDropCalls').then((m) => m.prizeDropCalls),
    loadPanel: () =>
      import('../prizeDrop/prizeDropPanel').then((m) => m.prizeDropPanel as SettingsPanelModule),
    loadSummary: () => import('../prizeDrop/prizeDropSummary').then((m) => m.prizeDropSummary),
    live: 'drops',
  },
  jackpot: {
    field: 'jackpot',
    loadCalls: () => import('../jackpot/jackpotCalls').then((m) => m.jackpotCalls),
    loadPanel: () => import('../jackpot/jackpotPanel').then((m) => m.jackpotPanel as SettingsPanelModule),
    loadSummary: () => import('../jackpot/jackpotSummary').then((m) => m.jackpotSummary),
    cancelActions: {
      actions: [
        { key: 'cancelJackpot', label: 'Cancel jackpot' },
        { key: 'cancelJackpotImmediately', label: 'Cancel jackpot immediately' },
      ],
      loadDialog: () => import('../jackpot/CancelJackpotDialog').then((m) => m.JackpotCancelActionDialog),
    },
    live: 'pot',
  },
};

/** The settings keys of every type: a refused publish's errors under them belong to the settings step. */
export const SETTINGS_FIELDS: readonly string[] = [
  ...new Set(Object.values(CAMPAIGN_TYPE_REGISTRY).map((registration) => registration.field)),
];
