import { Type, type Static } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { FieldErrorTree } from '../../lib/field-errors';
import { resourceRoutes, type ChangeContext } from '../../lib/resource';
import {
  LIMIT_GROUP_SORTING,
  type LimitGroupInput,
  type LimitGroupRow,
} from '../../repositories/limit-groups';
import { LimitGroupBody, LimitGroupSchema } from '../../../contract/schemas/limit-groups';
import { MONEY_PLACES_MESSAGE, moneyText, PlainText } from '../../schemas/common';

export const LIMIT_GROUP_MESSAGES = {
  blank: 'This field may not be blank.',
  nameTaken: 'A limit group with this name already exists.',
  typeTwice: (type: string) => `The ${type} campaign type is listed twice.`,
  noUser: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  inOtherGroup: (id: number, group: string) =>
    `User ${id} is already in the limit group "${group}"; a user belongs to one limit group at most.`,
} as const;

const LimitGroupPatch = Type.Partial(LimitGroupBody);

const toDto = (group: LimitGroupRow) => ({ ...group, created: group.created.toISOString() });

/** Campaign limit groups (spec §6, §7): what their members may run per campaign type; enforced on publish. */
export default async function limitGroupRoutes(app: FastifyInstance) {
  async function checkedInput(
    input: Partial<Static<typeof LimitGroupBody>>,
    before: LimitGroupRow | undefined,
    { tx }: ChangeContext,
  ): Promise<Partial<LimitGroupInput>> {
    const errors = new FieldErrorTree();
    const checked: Partial<LimitGroupInput> = {};
    if (input.name !== undefined) {
      checked.name = input.name.trim();
      if (checked.name === '') errors.add(['name'], LIMIT_GROUP_MESSAGES.blank);
      else if (await app.repos.limitGroups.nameTaken(checked.name, before?.id, tx))
        errors.add(['name'], LIMIT_GROUP_MESSAGES.nameTaken);
    }
    if (input.limits !== undefined) {
      const seen = new Set<string>();
      input.limits.forEach((limit, index) => {
        if (seen.has(limit.campaign_type))
          errors.add(['limits', index, 'campaign_type'], LIMIT_GROUP_MESSAGES.typeTwice(limit.campaign_type));
        seen.add(limit.campaign_type);
      });
      checked.limits = input.limits.map((limit, index) => {
        const maxCostAlarm = limit.max_cost_alarm === null ? null : moneyText(limit.max_cost_alarm);
        if (limit.max_cost_alarm !== null && maxCostAlarm === null)
          errors.add(['limits', index, 'max_cost_alarm'], MONEY_PLACES_MESSAGE);
        return { ...limit, max_cost_alarm: maxCostAlarm };
      });
      errors.padList(['limits'], input.limits.length);
    }
    if (input.users !== undefined) {
      const wanted = [...new Set(input.users)];
      for (const id of await app.repos.users.missingIds(wanted, tx))
        errors.add(['users'], LIMIT_GROUP_MESSAGES.noUser(id));
      const elsewhere = await app.repos.limitGroups.otherMemberships(wanted, before?.id, tx);
      for (const [id, group] of elsewhere)
        errors.add(['users'], LIMIT_GROUP_MESSAGES.inOtherGroup(id, group));
      checked.users = wanted;
    }
    errors.throwIfAny();
    return checked;
  }

  resourceRoutes(app, {
    path: '/v1/campaigns/campaign-limit-groups/',
    name: 'campaign_limit_group',
    item: LimitGroupSchema,
    toDto,
    label: (group) => group.name,
    permissions: {
      view: PERMISSIONS.viewCampaignLimitGroup,
      add: PERMISSIONS.addCampaignLimitGroup,
      change: PERMISSIONS.changeCampaignLimitGroup,
      delete: PERMISSIONS.deleteCampaignLimitGroup,
    },
    ordering: { ...LIMIT_GROUP_SORTING, default: 'name' },
    list: {
      query: Type.Object({ search: Type.Optional(PlainText({ maxLength: 200 })) }),
      filters: (query) => ({ search: query.search }),
    },
    create: { body: LimitGroupBody },
    update: { body: LimitGroupPatch },
    unique: { field: 'name', message: LIMIT_GROUP_MESSAGES.nameTaken },
    store: {
      count: (filters) => app.repos.limitGroups.count(filters),
      list: (request) => app.repos.limitGroups.list(request),
      find: (id, tx) => app.repos.limitGroups.find(id, tx),
      create: async (input, context) =>
        app.repos.limitGroups.insert(
          (await checkedInput(input, undefined, context)) as LimitGroupInput,
          context.tx,
        ),
      update: async (before, input, context) =>
        app.repos.limitGroups.update(before.id, await checkedInput(input, before, context), context.tx),
      remove: (group, { tx }) => app.repos.limitGroups.remove(group.id, tx),
    },
  });
}
