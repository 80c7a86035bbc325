#!/usr/bin/env bash
# Installs the system programs the end-to-end tests need: nginx (serves the SPA, proxies the API),
# Chromium (Playwright drives it; Playwright's own browser download is not available here) and a Java
# runtime (the W3C HTML checker, vnu.jar from the vnu-jar package, runs on it).
# Quiet and quick when all are present.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

have_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }
have_chromium() { [ -x "$CHROMIUM" ]; }
have_java() { command -v java >/dev/null 2>&1; }

if have_nginx && have_chromium && have_java; then
  exit 0
fi

missing=()
have_nginx || missing+=(nginx)
have_chromium || missing+=("chromium ($CHROMIUM)")
have_java || missing+=("java")

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}." >&2
  echo "Install them first, e.g. on Debian/Ubuntu as root: apt-get install -y nginx-light chromium default-jre-headless" >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq

packages=()
if ! have_nginx; then
  # nginx-light is the smallest build with everything we use; newer Debian releases dropped it.
  if apt-cache show nginx-light >/dev/null 2>&1; then packages+=(nginx-light); else packages+=(nginx); fi
fi
have_chromium || packages+=(chromium)
have_java || packages+=(default-jre-headless)

apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null

# The Debian package starts a system nginx on port 80; the tests run their own instances.
if command -v service >/dev/null 2>&1; then service nginx stop >/dev/null 2>&1 || true; fi

if ! have_nginx || ! have_chromium || ! have_java; then
  echo "Installation finished but nginx, $CHROMIUM or java is still missing." >&2
  exit 1
fi
echo "System packages ready."
