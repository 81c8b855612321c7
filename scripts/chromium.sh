#!/usr/bin/env bash
# Debian's Chromium for the browser tests (playwright-core launches it
# with executablePath; no browser download of Playwright's own).
#
# Prints the chromium path as the LAST line of stdout; everything else
# goes to stderr, so callers can do CHROMIUM_PATH=$(scripts/chromium.sh).
# Idempotent: does nothing but print the path when chromium is there.
# Runs as root (CI does).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

CHROMIUM=/usr/bin/chromium

log() { echo "[chromium] $*" >&2; }

if [ ! -x "$CHROMIUM" ]; then
  [ "$(id -u)" -eq 0 ] || { log "error: must run as root"; exit 1; }
  log "apt-get update"
  apt-get update -qq >&2
  log "apt-get install chromium"
  apt-get install -y -qq chromium >&2
fi
[ -x "$CHROMIUM" ] || { log "error: $CHROMIUM missing after install"; exit 1; }
log "$("$CHROMIUM" --version 2>/dev/null || echo 'version unknown')"
echo "$CHROMIUM"
