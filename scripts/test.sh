#!/usr/bin/env bash
# `npm test`: lint, typecheck, formatting, unit + integration tests, the production
# build, a 30 s load and soak run, and the Playwright suite in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says how long the one before it took, so a slow step shows in the CI log.
last=""
started=$SECONDS
step() {
  if [ -n "$last" ]; then printf '\033[2m(%s: %ss)\033[0m\n' "$last" "$((SECONDS - started))"; fi
  last="$1"
  started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$1"
}
trap 'if [ -n "$last" ]; then printf "\033[2m(%s: %ss; npm test: %ss)\033[0m\n" "$last" "$((SECONDS - started))" "$SECONDS"; fi' EXIT

# The scale-out (PostgreSQL) tests run when TEST_DATABASE_URL is set. When it is not
# and a local PostgreSQL accepts the default test database, use it; otherwise they
# are skipped and say so.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v psql >/dev/null 2>&1 &&
  psql "postgres://postgres@127.0.0.1:5432/test" -qAtc "select 1" >/dev/null 2>&1; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL (scale-out) tests: on, at $TEST_DATABASE_URL"
else
  echo "PostgreSQL (scale-out) tests: skipped (TEST_DATABASE_URL is not set and no local PostgreSQL answered)"
fi

# Lint, typecheck and the format check run beside the unit and integration tests:
# the tests spend much of their time waiting (PostgreSQL, servers, timers), and side
# by side the whole takes about the time of the tests (CI has 20 minutes on 2 cores).
# Each check's output is shown whole once the tests are done; any failure fails the step.
step "lint, typecheck, format, and unit + integration tests, side by side"
checks=$(mktemp -d)
npm run -s lint >"$checks/lint" 2>&1 &
lint=$!
npm run -s typecheck >"$checks/typecheck" 2>&1 &
typecheck=$!
npm run -s format:check >"$checks/format" 2>&1 &
format=$!
failed=""
npx vitest run || failed=" unit/integration tests"
for check in lint typecheck format; do
  if ! wait "${!check}"; then failed="$failed $check"; fi
  echo "-- $check"
  cat "$checks/$check"
done
rm -rf "$checks"
if [ -n "$failed" ]; then
  echo "failed:$failed"
  exit 1
fi
step "production build";         npx next build
# 200 users on reads and writes against `next start`: no 5xx, flat RSS (scripts/soak.ts;
# the 5-minute run is `npm run test:reliability`).
step "load and soak (30 s)";      SOAK_SECONDS="${SOAK_SECONDS:-30}" npx tsx scripts/soak.ts
step "end-to-end (Chromium)";    npm run -s test:e2e
