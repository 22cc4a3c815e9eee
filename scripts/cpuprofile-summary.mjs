// Summarises a V8 .cpuprofile (bench-api's BENCH_PROFILE_DIR, `node --cpu-prof`, DevTools):
// where the sampled time went by package or app file, then the functions with the most self time
// (their own code) and the most inclusive time (their code and everything they called). With
// --callers, the stacks (innermost first, `--depth` frames) through which a function was reached.
// Samples are taken on a timer, so on a busy machine time the process waited for a core is counted
// too: read shares, and turn them into milliseconds with the bench's CPU per request.
//
//   node scripts/cpuprofile-summary.mjs <file.cpuprofile> [--top 25] [--callers writeSync --depth 6]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const TOP = Number(option('--top') ?? 25);
const CALLERS = option('--callers');
const DEPTH = Number(option('--depth') ?? 6);
const file = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/cpuprofile-summary.mjs <file.cpuprofile> [--top N]');
  process.exit(1);
}

const profile = JSON.parse(readFileSync(file, 'utf8'));
const root = `file://${process.cwd()}/`;

/** The script's path from the project (or from its package in node_modules), or the URL. */
function scriptOf(url) {
  if (url.startsWith('node:') || url.startsWith('wasm://')) return url;
  const relative = url.startsWith(root) ? url.slice(root.length) : url;
  const modules = relative.lastIndexOf('node_modules/');
  return modules >= 0 ? relative.slice(modules + 'node_modules/'.length) : relative;
}

/** Its package, the app's file, `node:…`, WebAssembly, or V8's own entries such as (garbage collector). */
function areaOf(url) {
  if (!url) return '(V8 / native)';
  if (url.startsWith('node:')) return 'node internals';
  if (url.startsWith('wasm://')) return 'WebAssembly';
  if (!url.includes('node_modules/')) return scriptOf(url);
  const parts = scriptOf(url).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function keyOf({ functionName, url, lineNumber }) {
  const where = url && !url.startsWith('wasm://') ? `${scriptOf(url)}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

// Each sample's time is the gap to the next one (the last sample gets the average gap).
const selfMicros = new Map();
const { samples, timeDeltas } = profile;
const total = profile.endTime - profile.startTime;
for (let i = 0; i < samples.length; i += 1) {
  const micros = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : total / samples.length;
  selfMicros.set(samples[i], (selfMicros.get(samples[i]) ?? 0) + micros);
}

// The distinct functions on a node's stack, so recursion is counted once per sample.
const stackKeys = new Map();
function keysOnStack(id) {
  const known = stackKeys.get(id);
  if (known) return known;
  const parent = parentOf.get(id);
  const keys = new Set(parent === undefined ? [] : keysOnStack(parent));
  keys.add(keyOf(byId.get(id).callFrame));
  stackKeys.set(id, keys);
  return keys;
}

const self = new Map();
const inclusive = new Map();
const areas = new Map();
let busy = 0;
const add = (map, key, micros) => map.set(key, (map.get(key) ?? 0) + micros);
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id);
  if (callFrame.functionName === '(idle)') continue;
  busy += micros;
  add(self, keyOf(callFrame), micros);
  add(areas, areaOf(callFrame.url), micros);
  for (const key of keysOnStack(id)) add(inclusive, key, micros);
}

const ms = (micros) => (micros / 1000).toFixed(1).padStart(8);
const share = (micros) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
function print(title, map, limit) {
  console.log(`\n${title}`);
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, limit);
  for (const [key, micros] of rows) console.log(`${ms(micros)} ms ${share(micros)}  ${key}`);
}

console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(2)} s busy ` +
    `(${samples.length} samples; shares are of the busy time)`,
);
print('Self time by package or app file', areas, TOP);
print('Self time by function', self, TOP);
print('Inclusive time by function', inclusive, TOP);

if (CALLERS) {
  // Each sample under a frame of that name, by its stack from that frame outwards.
  const stacks = new Map();
  for (const [id, micros] of selfMicros) {
    let at = id;
    while (at !== undefined && !keyOf(byId.get(at).callFrame).startsWith(CALLERS)) at = parentOf.get(at);
    if (at === undefined) continue;
    const frames = [];
    for (let i = 0; i < DEPTH && at !== undefined; i += 1, at = parentOf.get(at))
      frames.push(keyOf(byId.get(at).callFrame));
    add(stacks, frames.join(' < '), micros);
  }
  print(`Stacks reaching ${CALLERS} (innermost first)`, stacks, TOP);
}
