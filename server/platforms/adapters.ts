import { Value } from 'typebox/value';
import type { TSchema, Static } from '@fastify/type-provider-typebox';
import type { PlatformCodename } from '../../contract/platforms';
import { HttpError } from '../lib/errors';
import {
  ActionGroupSchema,
  BetAmountsSchema,
  LootBoxSchema,
  PredefinedWageringSchema,
  SegmentSchema,
  ThemillBonusSchema,
  type CreditRequest,
  type PlatformAdapter,
  type PlatformSource,
} from './types';

/** The platform answered something that is not the record we asked for. */
export const unexpectedAnswer = (what: string) =>
  new HttpError(502, { detail: `The platform answered an unexpected ${what}.` });

function one<T extends TSchema>(schema: T, what: string, value: unknown): Static<T> {
  if (!Value.Check(schema, value)) throw unexpectedAnswer(what);
  return value;
}

function many<T extends TSchema>(schema: T, what: string, values: unknown[]): Static<T>[] {
  return values.map((value) => one(schema, what, value));
}

/** Which collections a platform's capabilities read, so the stand-in seed and the docs name the same. */
export const PLATFORM_COLLECTIONS = {
  fasttrack: ['action-groups', 'segments'],
  themill: ['bonuses', 'boxes'],
  mystino: ['predefined-wagerings'],
  rival: ['bet-amounts'],
} as const satisfies Partial<Record<PlatformCodename, readonly string[]>>;

/**
 * The adapter of one platform over its source: the capabilities that platform offers (fasttrack its
 * action groups and segments, themill its bonuses and loot boxes …), each answer checked against its
 * schema. Platforms without an integration (softswiss, igamingplatform, amgaming) get none, so every
 * `v1/platforms/*` endpoint is a 404 for them.
 */
export function createPlatformAdapter(codename: PlatformCodename, source: PlatformSource): PlatformAdapter {
  const credit = (request: CreditRequest) => source.credit(request);
  switch (codename) {
    case 'fasttrack':
      return {
        codename,
        credit,
        fasttrack: {
          actionGroups: async () =>
            many(ActionGroupSchema, 'action group', await source.list('action-groups')),
          segments: async () => many(SegmentSchema, 'segment', await source.list('segments')),
        },
      };
    case 'themill':
      return {
        codename,
        credit,
        themill: {
          bonuses: async () => many(ThemillBonusSchema, 'bonus', await source.list('bonuses')),
          boxes: async () => many(LootBoxSchema, 'loot box', await source.list('boxes')),
          updateBox: async (id, patch) => {
            const box = await source.update('boxes', String(id), patch);
            return box === undefined ? undefined : one(LootBoxSchema, 'loot box', box);
          },
        },
      };
    case 'mystino':
      return {
        codename,
        credit,
        mystino: {
          predefinedWagerings: async () =>
            many(PredefinedWageringSchema, 'wagering', await source.list('predefined-wagerings')),
        },
      };
    case 'rival':
      return {
        codename,
        credit,
        rival: {
          betAmounts: async (gameId) => {
            const amounts = await source.get('bet-amounts', String(gameId));
            return amounts === undefined ? undefined : one(BetAmountsSchema, 'bet amounts', amounts);
          },
        },
      };
    default:
      return { codename, credit };
  }
}
