#!/usr/bin/env bash
# Installs, builds and starts 志愿通 on an embedded database; prints where to open it.
# Environment variables: see the configuration table in README.md.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
ensure_node_modules
build_apps
cd "$ROOT"
exec node_modules/.bin/tsx apps/server/src/main.ts
