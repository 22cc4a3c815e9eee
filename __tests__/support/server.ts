import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { BACKEND_EXTENSIONS } from '@/utils/backendExtensions';

export const API = 'http://localhost:8000/';

/**
 * The one msw server of the unit and component tests; each test adds the handlers it needs. The few
 * defaults answer calls a screen makes beside its subject (the content step's overlay panel, the
 * player page's exclusions), so the tests of that screen need not know of them; a test's own handler
 * wins.
 */
export const server = setupServer(
  http.get(`${API}v1/overlays/overlays/`, () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
  ),
  // The side menu's probes of our calls beyond spec §7: answered as our API does without dates.
  ...Object.values(BACKEND_EXTENSIONS).map((url) =>
    http.get(`${API}${url}`, () =>
      HttpResponse.json({ start: ['This field is required.'] }, { status: 400 }),
    ),
  ),
  http.get(`${API}v1/player/players/:id/engagement/`, () =>
    HttpResponse.json({
      player: 'player-hash',
      blocked: false,
      self_excluded: false,
      excluded_since: null,
      campaigns: [],
      awards: [],
    }),
  ),
);
