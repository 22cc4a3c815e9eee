import { filenameFromContentDisposition } from '@/utils/download';
import { FALLBACK_ERROR_MESSAGE, messageFromBlob, messageFromBody } from '@/utils/errors';
import { formatDateTime, formatFileSize, ordinal } from '@/utils/format';
import { cookieDaysLeft, shouldRefresh } from '@/utils/jwt';
import { isAllowed } from '@/utils/permissions';
import { resolveRouteAccess } from '@/utils/routeAccess';
import { makeToken } from './support/tokens';

describe('error texts (spec §8)', () => {
  it('joins an errors list, else uses detail, else the transport message', () => {
    expect(messageFromBody({ errors: ['a', 'b'] })).toBe('a, b');
    expect(messageFromBody({ detail: 'Not found.' })).toBe('Not found.');
    expect(messageFromBody(undefined, 'Network Error')).toBe('Network Error');
  });

  it('reads a blob body as JSON values, raw text, or the fallback', async () => {
    expect(await messageFromBlob(new Blob([JSON.stringify({ detail: 'No export', extra: ['x'] })]))).toBe(
      'No export, x',
    );
    expect(await messageFromBlob(new Blob(['Gateway timeout']))).toBe('Gateway timeout');
    expect(await messageFromBlob(new Blob(['']))).toBe(FALLBACK_ERROR_MESSAGE);
  });
});

describe('download names', () => {
  it('prefers filename*, then filename, then the fallback', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'x.csv')).toBe(
      'résumé.csv',
    );
    expect(filenameFromContentDisposition('attachment; filename=players.csv', 'x.csv')).toBe('players.csv');
    expect(filenameFromContentDisposition(undefined, 'player_export.csv')).toBe('player_export.csv');
  });
});

describe('token timing', () => {
  it('refreshes at 300 s or less only once the token is past half its life', () => {
    expect(shouldRefresh(makeToken({ expiresIn: 600, age: 300 }))).toBe(false);
    expect(shouldRefresh(makeToken({ expiresIn: 299, age: 601 }))).toBe(true);
    expect(shouldRefresh(makeToken({ expiresIn: 290, age: 10 }))).toBe(false);
    expect(shouldRefresh(makeToken({ expiresIn: -5, age: 305 }))).toBe(true);
  });

  it('gives the token cookie its remaining seconds in days', () => {
    expect(cookieDaysLeft(makeToken({ expiresIn: 43200 }))).toBeCloseTo(0.5, 3);
  });
});

describe('permission gate (spec §5)', () => {
  const held = ['view_user', 'add_user'];
  it('allows any of a list, all with requireAll, a single string must be held, no list for everyone', () => {
    expect(isAllowed(held, { permissions: ['view_user', 'view_game'] })).toBe(true);
    expect(isAllowed(held, { permissions: ['view_user', 'view_game'], requireAll: true })).toBe(false);
    expect(isAllowed(held, { permissions: 'view_game' })).toBe(false);
    expect(isAllowed(held, { permissions: 'add_user' })).toBe(true);
    expect(isAllowed([], {})).toBe(true);
  });
});

describe('routing rules (spec §2)', () => {
  it('sends visitors where the spec says', () => {
    expect(resolveRouteAccess('/campaigns/list', 'anonymous')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberDestination: true,
    });
    expect(resolveRouteAccess('/', 'anonymous')).toMatchObject({ to: '/login', rememberDestination: false });
    expect(resolveRouteAccess('/login', 'active')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRouteAccess('/', 'active')).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRouteAccess('/dashboard', 'expired')).toEqual({ kind: 'error', statusCode: 401 });
    expect(resolveRouteAccess('/reset-password/MQ/abc', 'anonymous')).toEqual({ kind: 'allow' });
    expect(resolveRouteAccess('/dashboard', 'active')).toEqual({ kind: 'allow' });
  });
});

describe('formats (spec §9)', () => {
  it('writes dates, ordinals and sizes', () => {
    expect(formatDateTime('2026-03-01T08:05:00Z', { inUtc: true })).toBe('01.03.2026 08:05 (UTC)');
    expect(formatDateTime(null)).toBe('—');
    expect([1, 2, 3, 4, 11].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th']);
    expect(formatFileSize(10485760)).toBe('10 MB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
  });
});
