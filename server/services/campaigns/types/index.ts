import type { CampaignType } from '../../../db/schema';
import { createMissionModule } from './mission';
import type { CampaignTypeModule, TypeModuleDeps } from './module';

export type { CampaignTypeModule, TypeModuleDeps } from './module';

/**
 * Each campaign type's settings module, by type code (utils/campaignTypes.ts lists the types). A type
 * registers here; the campaign service reads this map and never branches on a type.
 */
export function createTypeModules(deps: TypeModuleDeps) {
  const missions = createMissionModule(deps);
  const modules: Partial<Record<CampaignType, CampaignTypeModule>> = {
    mission: missions.module as CampaignTypeModule,
    sportsbookMission: missions.module as CampaignTypeModule,
  };
  return { modules, missions };
}

export type TypeModules = ReturnType<typeof createTypeModules>;
