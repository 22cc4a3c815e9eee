import { setupServer } from 'msw/node';

/** The one msw server of the unit and component tests; each test adds the handlers it needs. */
export const server = setupServer();

export const API = 'http://localhost:8000/';
