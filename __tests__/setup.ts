import '@testing-library/jest-dom';

import { FakeBroadcastChannel } from './support/broadcastChannel';
import { server } from './support/server';

Object.assign(globalThis, { BroadcastChannel: FakeBroadcastChannel });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
