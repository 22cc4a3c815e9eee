import { readFileSync } from 'node:fs';
import path from 'node:path';

const manifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), folder, 'package.json'), 'utf8')) as { version: string };

// package.json's `overrides` gives drag and drop a react-redux of its own: it is the only user of
// `connect`, and sharing the app's copy would put `connect` in the react-redux every page loads
// (1.9 kB gzip, `npm run bench:web`). npm shares one copy again if the two versions ever match.
test('drag and drop keeps a react-redux apart from the one every page loads', () => {
  const app = manifest('node_modules/react-redux');
  const dragAndDrop = manifest('node_modules/@hello-pangea/dnd/node_modules/react-redux');
  expect(dragAndDrop.version).not.toBe(app.version);
});
