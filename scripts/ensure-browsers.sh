#!/usr/bin/env bash
# Installs the Debian packages the requested engines need (BROWSERS, default all three) and the
# Redis server the shared used-ticket store is tested against (src/server/frame-route/used-tickets.test.ts), and
# checks that Chromium and Firefox are versions the pinned Playwright speaks: an older Firefox
# ESR (140) fails at launch with "Protocol error (network.addDataCollector): unknown command".
set -euo pipefail
browsers=",${BROWSERS:-chromium,firefox,webkit},"
# The Chromium Playwright was built for (its browsers.json); Firefox ESR 153 is the oldest that
# speaks Playwright 1.64's BiDi commands.
# Before `npm ci` there is no browsers.json: Chromium's version is then checked by `npm test`.
pinned="$(dirname "$0")/../node_modules/playwright-core/browsers.json"
chromium_min=0
[ -f "$pinned" ] && chromium_min=$(node -p "JSON.parse(require('fs').readFileSync('$pinned')).browsers[0].browserVersion.split('.')[0]")
firefox_min=153
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
firefox=${FIREFOX_PATH:-/usr/bin/firefox-esr}
missing=()
if [[ $browsers == *,chromium,* ]] && [ ! -x "$chromium" ]; then
  missing+=(chromium fonts-liberation)
fi
# The Selenium example of docs/testing.md drives Chromium through its WebDriver.
if [[ $browsers == *,chromium,* ]] && [ ! -x "${CHROMEDRIVER_PATH:-/usr/bin/chromedriver}" ]; then
  missing+=(chromium-driver)
fi
if [[ $browsers == *,firefox,* ]] && [ ! -x "$firefox" ]; then
  missing+=(firefox-esr)
fi
if [[ $browsers == *,webkit,* ]]; then
  [ -n "${WEBKIT_DRIVER_PATH:-}" ] || [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
fi
# MiniBrowser has no headless mode, and the screen-reader transcripts (e2e/screen-reader/) run
# headed browsers: both need a virtual display. The transcripts also need a private D-Bus session,
# the AT-SPI2 bus, and Debian's python3 with its AT-SPI2 bindings.
command -v xvfb-run >/dev/null || missing+=(xvfb)
command -v xauth >/dev/null || missing+=(xauth)
command -v dbus-daemon >/dev/null || missing+=(dbus-daemon)
[ -x /usr/libexec/at-spi-bus-launcher ] || missing+=(at-spi2-core)
/usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0")' 2>/dev/null ||
  missing+=(python3-gi gir1.2-atspi-2.0)
# The frame registration route's shared store is tested against a real Redis on 127.0.0.1.
[ -x "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" ] || missing+=(redis-server)

# The major version a browser prints (`Chromium 156.0…`, `Mozilla Firefox 153.8.0esr`), 0 if none.
major() {
  local version
  version=$("$1" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9.]+' | head -n 1) || true
  echo "${version%%.*}" | grep -E '^[0-9]+$' || echo 0
}

# Each engine present but older than Playwright speaks: "package name current minimum".
outdated() {
  if [[ $browsers == *,chromium,* ]] && [ -x "$chromium" ] && (($(major "$chromium") < chromium_min)); then
    echo "chromium $chromium $(major "$chromium") $chromium_min"
  fi
  if [[ $browsers == *,firefox,* ]] && [ -x "$firefox" ] && (($(major "$firefox") < firefox_min)); then
    echo "firefox-esr $firefox $(major "$firefox") $firefox_min"
  fi
}

# Says which versions are needed; fails when any engine is too old.
check_versions() {
  local old
  old=$(outdated)
  [ -z "$old" ] && return 0
  while read -r package path current minimum; do
    echo "$path is version $current; Playwright 1.64 needs $package $minimum or later." >&2
  done <<<"$old"
  echo "Upgrade them as root (apt-get update && apt-get install --only-upgrade chromium" >&2
  echo "firefox-esr), point CHROMIUM_PATH / FIREFOX_PATH to newer builds, or test one engine:" >&2
  echo "BROWSERS=chromium npm test" >&2
  return 1
}

# Debian's own browsers, when too old, are upgraded as the missing packages are installed.
upgrades=()
while read -r package path _; do
  [ "$path" = "/usr/bin/$package" ] && upgrades+=("$package")
done < <(outdated)
if [ ${#missing[@]} = 0 ] && [ ${#upgrades[@]} = 0 ]; then check_versions; exit; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  [ ${#missing[@]} = 0 ] || {
    echo "Missing Debian packages: ${missing[*]}." >&2
    echo "Install them as root (apt-get install --no-install-recommends ${missing[*]}), point" >&2
    echo "CHROMIUM_PATH / CHROMEDRIVER_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH to other builds, or test Chromium" >&2
    echo "alone: BROWSERS=chromium npm test" >&2
  }
  check_versions || true
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# Stale package lists gave Chromium 150 and Firefox ESR 140 on one machine: update them first.
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" "${upgrades[@]}" >/dev/null
check_versions
