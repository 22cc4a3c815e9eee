import { existsSync } from 'node:fs';
import path from 'node:path';

import { buildMenu } from '@/components/layout/menu';
import { ROUTE_REGISTRY } from '@/utils/routeRegistry';

/** The file Next.js serves a pathname from: `pages/users.tsx` or `pages/users/index.tsx`. */
const pageFileExists = (pathname: string) =>
  [`${pathname}.tsx`, `${pathname}/index.tsx`].some((file) =>
    existsSync(path.join(process.cwd(), 'pages', file)),
  );

describe('route registry', () => {
  it('names only routes that have a page', () => {
    const missing = Object.keys(ROUTE_REGISTRY).filter((pathname) => !pageFileExists(pathname));
    expect(missing).toEqual([]);
  });

  it('gives the side menu only links to pages that exist', () => {
    const hrefs = buildMenu().flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !pageFileExists(href))).toEqual([]);
  });
});
