#!/usr/bin/env bash
# `npm test`: lint, typecheck, formatting, unit + integration tests, the production
# build, and the Playwright suite in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "lint";          npm run -s lint
step "typecheck";     npm run -s typecheck
step "format";        npm run -s format:check
step "unit + integration tests"; npx vitest run
step "production build";         npx next build
step "end-to-end (Chromium)";    npm run -s test:e2e
