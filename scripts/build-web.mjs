// `npm run build`: the standalone build of the web app, then what Next leaves for the deployer to copy
// beside its server (https://nextjs.org/docs/app/api-reference/config/next-config-js/output):
// public/ and the static files, which the standalone server serves itself.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const next = path.join('node_modules', '.bin', process.platform === 'win32' ? 'next.cmd' : 'next');
const build = spawnSync(next, ['build'], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const standalone = path.join(distDir, 'standalone');
cpSync(path.join(distDir, 'static'), path.join(standalone, path.basename(distDir), 'static'), {
  recursive: true,
});
if (existsSync('public')) cpSync('public', path.join(standalone, 'public'), { recursive: true });
