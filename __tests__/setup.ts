import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { FakeBroadcastChannel } from './support/broadcastChannel';
import { server } from './support/server';

Object.assign(globalThis, { BroadcastChannel: FakeBroadcastChannel });

// `findBy…` and `waitFor` give up after one second by default: `npm test` runs Jest beside the browser
// tests at a lower priority, and on a busy machine a screen can take longer than that to answer. What
// they wait for is unchanged; only a failure takes longer to report (within jest's testTimeout).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
