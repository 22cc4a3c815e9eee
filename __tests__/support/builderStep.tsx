import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';

import { BuilderContext, type BuilderContextValue } from '@/components/campaigns/builder/BuilderContext';
import { fromWire } from '@/utils/wire';
import { routes } from '@/utils/routes';
import type { FeatureSettings, Me } from '@/types/api';
import type { CampaignDetail } from '@/types/campaigns';
import { wireCampaignDetail } from './campaignDetail';
import { demoUser, renderWithStore, signedInState } from './render';
import { API, server } from './server';
import { serveTypeSettings } from './settingsBackend';

type WireBody = Record<string, unknown>;

/**
 * Renders one campaign-builder step as the builder does: inside `BuilderContext` (callbacks are
 * `jest.fn`s) over `detail` (snake_case, as the server sends it), signed in as `user`. PATCHes of the
 * campaign are recorded in `patches` and answered with `detail`, or with what `answerPatchWith` sets;
 * the type's own settings calls (spec §7) are served from `detail` and recorded in `settingsCalls`.
 */
export function renderBuilderStep(
  step: ReactElement,
  {
    detail = wireCampaignDetail(),
    readOnly = false,
    user = demoUser(),
    featureSettings,
  }: { detail?: WireBody; readOnly?: boolean; user?: Me; featureSettings?: Partial<FeatureSettings> } = {},
) {
  const patches: WireBody[] = [];
  const settings = serveTypeSettings(detail);
  let answer: (body: WireBody) => Response = () => HttpResponse.json(detail);
  server.use(
    http.patch(`${API}v1/campaigns/campaigns/${detail.id}/`, async ({ request }) => {
      const body = (await request.json()) as WireBody;
      patches.push(body);
      return answer(body);
    }),
  );
  const context: BuilderContextValue = {
    campaign: fromWire(detail) as CampaignDetail,
    type: 'mission',
    template: false,
    stepHref: (campaign, target) => routes.campaigns.edit(campaign.id, target),
    readOnly,
    setDirty: jest.fn(),
    goToNextStep: jest.fn(),
    campaignCreated: jest.fn(),
    focusField: null,
    publishErrors: null,
    publishRefused: jest.fn(),
  };
  const view = renderWithStore(<BuilderContext.Provider value={context}>{step}</BuilderContext.Provider>, {
    preloadedState: signedInState(user, featureSettings),
  });
  return {
    ...view,
    context,
    patches,
    settingsCalls: settings.calls,
    refuseSettingsCall: settings.refuse,
    /** Answers the campaign's PATCHes from now on with `next` (e.g. a 400 with field errors). */
    answerPatchWith: (next: (body: WireBody) => Response) => {
      answer = next;
    },
  };
}
