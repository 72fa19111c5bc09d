#!/usr/bin/env bash
# `npm run test:e2e`: the Playwright suite in Debian's Chromium.
#
# With no arguments the suite runs as E2E_SHARDS (default 2) shards side by side,
# one per core, the spec files dealt by measured time (scripts/e2e-shards.mjs). Each
# shard starts its own console and embedded Messaging API
# (own ports, data folder, results folder and saved sign-ins), so one shard's
# injected faults and clock never reach the other. Each signs in through the real
# sign-in page (sessions live in each console's database: e2e/.auth/shard-N/).
# Then the specs that must have the machine to themselves run alone.
# With arguments (files, -g, --headed…) it is one plain `playwright test`.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh || exit 1

if [ "$#" -gt 0 ]; then
  exec npx playwright test "$@"
fi

# The whole suite is what `npm test` and CI run: with CI's settings (playwright.config.ts:
# one worker a shard, one retry, a trace only on the retry) whether or not the CI sets
# CI. A trace on every first try was a third of the browser's CPU.
export CI="${CI:-true}"
shards="${E2E_SHARDS:-2}"
export AUTH_SECRET="${AUTH_SECRET:-$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")}"
rm -rf test-results
pids=()
for i in $(seq 1 "$shards"); do
  # spec files dealt by their measured time (scripts/e2e-shards.mjs, e2e/durations.json)
  mapfile -t files < <(node scripts/e2e-shards.mjs "$shards" "$i")
  (
    E2E_SKIP_ALONE=1 E2E_OUTPUT_DIR="test-results/shard-$i" E2E_AUTH_DIR="e2e/.auth/shard-$i" \
      npx playwright test "${files[@]}" 2>&1 |
      sed -u "s/^/[e2e $i\/$shards] /"
    exit "${PIPESTATUS[0]}"
  ) &
  pids+=("$!")
done

status=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    echo "[e2e $((i + 1))/$shards] failed"
    status=1
  fi
done

# The specs that measure latency under a flood of their own (playwright.config.ts's
# aloneSpecs) run after the shards, alone on the machine: beside another shard, two
# cores gave them the other shard's load to measure. They start their own servers, so
# no shared console (E2E_BASE_URL set) and no saved sign-ins (--no-deps).
E2E_ALONE=1 E2E_BASE_URL="http://127.0.0.1:9" E2E_OUTPUT_DIR="test-results/alone" \
  npx playwright test --project=chromium --no-deps 2>&1 | sed -u "s/^/[e2e alone] /"
if [ "${PIPESTATUS[0]}" -ne 0 ]; then
  echo "[e2e alone] failed"
  status=1
fi
exit "$status"
