#!/usr/bin/env bash
# Installs Debian's Chromium when neither it nor CHROMIUM_PATH is there (browser tests need it).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing: install Debian's chromium, or set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
