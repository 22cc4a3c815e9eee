import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://localhost:8000/';

/**
 * The one msw server of the unit and component tests; each test adds the handlers it needs. The few
 * defaults answer calls a screen makes beside its subject (the content step's overlay panel), so the
 * tests of that screen need not know of them; a test's own handler wins.
 */
export const server = setupServer(
  http.get(`${API}v1/overlays/overlays/`, () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
  ),
);
