import type { CampaignType } from '../../../db/schema';
import { CAMPAIGN_TYPE_INFO, MISSION_TASK_TYPES } from '../../../../contract/campaignTypes';
import { createCompetitionModules } from './competition';
import { createJackpotModule } from './jackpot';
import { createMissionModule } from './mission';
import type { CampaignTypeModule, TypeModuleDeps } from './module';
import { createPrizeDropModule } from './prize-drop';

export type { CampaignTypeModule, TypeModuleDeps } from './module';

/**
 * Each campaign type's settings module, by type code (utils/campaignTypes.ts lists the types). A type
 * registers here; the campaign service reads this map and never branches on a type.
 */
export function createTypeModules(deps: TypeModuleDeps) {
  const missions = createMissionModule(deps);
  const competitions = createCompetitionModules(deps);
  const prizeDrops = createPrizeDropModule(deps);
  const jackpots = createJackpotModule(deps);
  const modules: Partial<Record<CampaignType, CampaignTypeModule>> = {
    mission: missions.single(MISSION_TASK_TYPES.mission, 'a mission') as CampaignTypeModule,
    missionV2: missions.chain(MISSION_TASK_TYPES.missionV2, 'mission v2') as CampaignTypeModule,
    sportsbookMission: missions.single(
      MISSION_TASK_TYPES.sportsbookMission,
      'a sportsbook mission',
    ) as CampaignTypeModule,
    tournament: competitions.tournament as CampaignTypeModule,
    race: competitions.race as CampaignTypeModule,
    prizeDrop: prizeDrops.module as CampaignTypeModule,
    jackpot: jackpots.module as CampaignTypeModule,
  };
  for (const [type, typeModule] of Object.entries(modules) as [CampaignType, CampaignTypeModule][])
    if (typeModule.field !== CAMPAIGN_TYPE_INFO[type].settingsKey)
      throw new Error(
        `The ${type} module answers under "${typeModule.field}", the type table says "${CAMPAIGN_TYPE_INFO[type].settingsKey}".`,
      );
  return { modules, missions, competitions, prizeDrops, jackpots };
}

export type TypeModules = ReturnType<typeof createTypeModules>;
