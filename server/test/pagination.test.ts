import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildPage, getPageParams, paginate } from '../lib/pagination';

/** A request as the page helpers see it: its path, and the API's configured public URL. */
const request = (url: string, publicApiUrl = 'https://api.example.com') => ({
  url,
  server: { config: { publicApiUrl } },
  query: Object.fromEntries(new URL(url, 'http://x').searchParams),
});

describe('pagination helper (DRF limit/offset)', () => {
  test('page params: defaults and DRF-style fallbacks', () => {
    assert.deepEqual(getPageParams({}), { limit: 10, offset: 0 });
    assert.deepEqual(getPageParams({ limit: '25', offset: '50' }), { limit: 25, offset: 50 });
    assert.deepEqual(getPageParams({ limit: '0', offset: '-3' }), { limit: 10, offset: 0 });
    assert.deepEqual(getPageParams({ limit: 'abc', offset: 'x' }), { limit: 10, offset: 0 });
    assert.deepEqual(getPageParams({ limit: '5000' }), { limit: 1000, offset: 0 });
    assert.deepEqual(getPageParams({ limit: '5000' }, { maxLimit: null }), { limit: 5000, offset: 0 });
    assert.deepEqual(getPageParams({}, { defaultLimit: 25 }), { limit: 25, offset: 0 });
  });

  test('first page: next only, absolute, other params kept, keys sorted', () => {
    const page = buildPage(
      request('/v1/activity-logs/activity-logs/?user=3&limit=10&action=login'),
      { limit: 10, offset: 0 },
      35,
      [1, 2],
    );
    assert.deepEqual(page, {
      count: 35,
      next: 'https://api.example.com/v1/activity-logs/activity-logs/?action=login&limit=10&offset=10&user=3',
      previous: null,
      results: [1, 2],
    });
  });

  test('middle page: both links; previous to the first page drops offset', () => {
    const page = buildPage(
      request('/v1/items/?limit=10&offset=10', 'http://localhost:8000'),
      { limit: 10, offset: 10 },
      35,
      [],
    );
    assert.equal(page.next, 'http://localhost:8000/v1/items/?limit=10&offset=20');
    assert.equal(page.previous, 'http://localhost:8000/v1/items/?limit=10');
    const later = buildPage(request('/v1/items/?limit=10&offset=25'), { limit: 10, offset: 25 }, 35, []);
    assert.equal(later.previous, 'https://api.example.com/v1/items/?limit=10&offset=15');
  });

  test('last page: no next; empty result set', () => {
    const last = buildPage(request('/v1/items/?offset=30'), { limit: 10, offset: 30 }, 35, []);
    assert.equal(last.next, null);
    assert.equal(last.previous, 'https://api.example.com/v1/items/?limit=10&offset=20');
    const empty = buildPage(request('/v1/items/'), { limit: 10, offset: 0 }, 0, []);
    assert.deepEqual(empty, { count: 0, next: null, previous: null, results: [] });
  });

  test('values are URL-encoded', () => {
    const page = buildPage(request('/v1/items/?search=a%20b%26c'), { limit: 10, offset: 0 }, 20, []);
    assert.equal(page.next, 'https://api.example.com/v1/items/?limit=10&offset=10&search=a+b%26c');
  });

  test('paginate runs the count and page queries with the parsed params', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    const page = await paginate(
      request('/v1/items/?limit=5&offset=20'),
      async () => rows.length,
      async ({ limit, offset }) => rows.slice(offset, offset + limit),
    );
    assert.deepEqual(page.results, [21, 22, 23]);
    assert.equal(page.count, 23);
    assert.equal(page.next, null);
    assert.equal(page.previous, 'https://api.example.com/v1/items/?limit=5&offset=15');
  });
});
