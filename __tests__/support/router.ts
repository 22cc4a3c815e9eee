/** A stand-in for next/router in component tests: a fixed current page and recorded navigation. */
export const mockRouter = {
  pathname: '/dashboard',
  asPath: '/dashboard',
  push: jest.fn(() => Promise.resolve(true)),
  replace: jest.fn(() => Promise.resolve(true)),
  prefetch: jest.fn(() => Promise.resolve()),
  reload: jest.fn(),
  events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
};

export const nextRouterMock = {
  __esModule: true,
  useRouter: () => mockRouter,
  default: mockRouter,
};
