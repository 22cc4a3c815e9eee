#!/bin/sh
# Builds the deployable application into one folder: what the Dockerfile's build stage runs, and what CI
# runs once (scripts/deploy-check.sh), so the image and CI cannot drift apart.
#
#   scripts/deploy-build.sh [output folder, default build/deploy]
#
# The folder holds the API's sources (run by tsx, a production dependency), the web app's standalone
# build (web/), the start scripts and production dependencies only. Start it with scripts/deploy-start.sh.
set -eu
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-build/deploy}")
export NEXT_TELEMETRY_DISABLED=1
dist=${NEXT_DIST_DIR:-.next}

# Every dependency for the build (npm ci; see .ci/run for why npm install may be needed instead).
if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund || npm install --no-audit --no-fund
fi
npm run build

rm -rf "$out"
mkdir -p "$out/scripts"
cp -R server contract package.json package-lock.json tsconfig.json "$out/"
rm -rf "$out/server/test"
cp scripts/web-server.mjs scripts/web-operations.mjs scripts/deploy-start.sh scripts/healthcheck.mjs "$out/scripts/"
cp -R "$dist/standalone" "$out/web"

# Production dependencies only (next and react for the web come inside web/ already, traced by Next).
cd "$out"
npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund
echo "Deployable application built in $out"
