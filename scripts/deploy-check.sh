#!/bin/sh
# CI, once: the Docker image's build and start steps without a container engine. Builds with
# scripts/deploy-build.sh (the Dockerfile's build stage), then, as the compose file does, migrates with
# `deploy-start.sh migrate`, starts `deploy-start.sh api` (not migrating) and `deploy-start.sh web`,
# waits for both /ready/, stops both with SIGTERM and checks that they drained (exit code 0).
# PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped afterwards), else the embedded one.
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/deploy-check.XXXXXX)
app="$work/app"
api_port=${DEPLOY_CHECK_API_PORT:-8190}
web_port=${DEPLOY_CHECK_WEB_PORT:-3190}
api_pid=""
web_pid=""
database=""

sql() { (cd "$app" && node -e "
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  client.connect().then(() => client.query(process.argv[1])).finally(() => client.end());
" "$1"); }

cleanup() {
  for pid in $api_pid $web_pid; do kill -KILL "$pid" 2>/dev/null || true; done
  if [ -n "$database" ]; then sql "drop database if exists $database with (force)" || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

scripts/deploy-build.sh "$app"

export JWT_SECRET="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"
export SEED_DEMO=false LOG_LEVEL=warn
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  database="deploy_check_$$"
  sql "create database $database"
  export DATABASE_URL="$(node -e "const u = new URL(process.argv[1]); u.pathname = '/$database'; console.log(u.href)" "$TEST_DATABASE_URL")"
else
  export DATA_DIR="$work/data"
fi

# What the API loads only when configured (MEDIA_STORE=s3) is in the folder too, dependencies included.
(cd "$app" && node --import tsx -e "import('./server/lib/s3-media-store.ts').catch((error) => {
  console.error(error);
  process.exit(1);
})")
"$app/scripts/deploy-start.sh" migrate
MIGRATE_ON_START=false API_HOST=127.0.0.1 API_PORT=$api_port "$app/scripts/deploy-start.sh" api &
api_pid=$!
WEB_HOST=127.0.0.1 PORT=$web_port API_BASE_URL="http://127.0.0.1:$api_port/" "$app/scripts/deploy-start.sh" web &
web_pid=$!

node -e "
  const urls = process.argv.slice(1);
  const ready = (url) => fetch(url).then((r) => r.ok, () => false);
  (async () => {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      if ((await Promise.all(urls.map(ready))).every(Boolean)) return console.log('ready:', urls.join(' '));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.error('not ready within 2 minutes:', urls.join(' '));
    process.exit(1);
  })();
" "http://127.0.0.1:$api_port/ready/" "http://127.0.0.1:$web_port/ready/"

kill -TERM "$api_pid" "$web_pid"
api_code=0
web_code=0
wait "$api_pid" || api_code=$?
wait "$web_pid" || web_code=$?
api_pid=""
web_pid=""
if [ "$api_code" -ne 0 ] || [ "$web_code" -ne 0 ]; then
  echo "SIGTERM: the API exited $api_code, the web server $web_code (both should drain and exit 0)" >&2
  exit 1
fi
echo "Deploy check passed: built, migrated, both ready, both drained on SIGTERM."
