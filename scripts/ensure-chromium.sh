#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (never a Playwright-downloaded browser).
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[ensure-chromium] /usr/bin/chromium is missing; installing Debian's chromium…"
  apt-get -o DPkg::Lock::Timeout=600 update
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends chromium
  exit 0
fi

cat >&2 <<'MSG'
[ensure-chromium] The end-to-end tests need Chromium at /usr/bin/chromium.
Install it (Debian/Ubuntu) with:

    sudo apt-get update && sudo apt-get install -y chromium

then run `npm run test:e2e` again.
MSG
exit 1
