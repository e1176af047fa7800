#!/usr/bin/env bash
# Installs the Debian packages the requested engines need (BROWSERS, default all three).
set -euo pipefail
browsers=",${BROWSERS:-chromium,firefox,webkit},"
missing=()
if [[ $browsers == *,chromium,* ]] && [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium fonts-liberation)
fi
if [[ $browsers == *,firefox,* ]] && [ -z "${FIREFOX_PATH:-}" ] && [ ! -x /usr/bin/firefox-esr ]; then
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
if [ ${#missing[@]} = 0 ]; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing Debian packages: ${missing[*]}." >&2
  echo "Install them as root (apt-get install --no-install-recommends ${missing[*]}), point" >&2
  echo "CHROMIUM_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH to other builds, or test Chromium" >&2
  echo "alone: BROWSERS=chromium npm test" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
