#!/usr/bin/env bash
# The whole test suite: unit + API tests (vitest, on PGlite), then browser tests against the
# built apps. Ends with one line "N passed, N failed".
set -uo pipefail
source "$(dirname "$0")/lib.sh"
ensure_node_modules
ensure_browser
build_apps || { echo "build failed"; echo "0 passed, 1 failed"; exit 1; }
cd "$ROOT"
mkdir -p var/reports && rm -f var/reports/*.json

log "type check"
npm run typecheck --silent
type_rc=$?

# The shape of the code (issue 31): ESLint, the module boundaries (dependency-cruiser: no cycles,
# route files never reach the database, apps share code only through packages/shared), Prettier and
# the generated answer schemas.
# Each counts as one failure when it finds anything.
log "lint, module boundaries, format"
static_failed=0
npm run lint --silent || static_failed=$((static_failed + 1))
npm run deps --silent || static_failed=$((static_failed + 1))
npm run format:check --silent || static_failed=$((static_failed + 1))
# The answer schemas generated from the contracts (packages/shared/src/schemas) are what the contracts give.
node packages/shared/scripts/contracts.mjs --check || static_failed=$((static_failed + 1))

log "unit and API tests"
# VITEST_RETRY (CI sets 1): a failed test runs again at once; a pass on retry is marked in the output.
# One worker per CPU: vitest's default leaves one CPU idle (CPUs − 1, a single worker on a 2-CPU machine),
# and nothing else runs during this pass.
vitest run --maxWorkers="$(nproc)" ${VITEST_RETRY:+--retry=$VITEST_RETRY} --reporter=default --reporter=json --outputFile.json=var/reports/vitest.json
unit_rc=$?

log "browser tests"
node_modules/.bin/tsx e2e/run.ts --report var/reports/e2e.json
e2e_rc=$?

TYPE_RC=$type_rc STATIC_FAILED=$static_failed node -e '
const fs = require("fs");
const read = (f) => { try { return JSON.parse(fs.readFileSync(f, "utf8")); } catch { return null; } };
const v = read("var/reports/vitest.json"), e = read("var/reports/e2e.json");
const passed = (v ? v.numPassedTests : 0) + (e ? e.passed : 0);
const failed = (v ? v.numFailedTests + (v.numFailedTestSuites || 0) : 1) + (e ? e.failed : 1) + (process.env.TYPE_RC === "0" ? 0 : 1) + Number(process.env.STATIC_FAILED);
const skipped = (v ? v.numPendingTests + v.numTodoTests : 0);
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
'
[ $type_rc -eq 0 ] && [ $static_failed -eq 0 ] && [ $unit_rc -eq 0 ] && [ $e2e_rc -eq 0 ]
