#!/bin/sh
# Starts one part of the deployable application (from scripts/deploy-build.sh): the Docker image's
# entry point, and what CI starts once. `exec` leaves node as the process that receives SIGTERM.
#
#   scripts/deploy-start.sh api | web | migrate | admin [create-admin options]
set -eu
cd "$(dirname "$0")/.."
role=${1:-api}
[ $# -gt 0 ] && shift
case "$role" in
  api) exec node --import tsx server/index.ts ;;
  web) exec node scripts/web-server.mjs web ;;
  migrate) exec node --import tsx server/scripts/migrate.ts ;;
  admin) exec node --import tsx server/scripts/create-admin.ts "$@" ;;
  *)
    echo "usage: $0 api | web | migrate | admin [--email …]" >&2
    exit 64
    ;;
esac
