// Browser tests drive Debian's Chromium: fail early, and say how to get it, when it is missing.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
  );
  process.exit(1);
}
