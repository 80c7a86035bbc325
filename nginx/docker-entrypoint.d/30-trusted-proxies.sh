#!/bin/sh
# Writes trusted-proxies.conf from TRUSTED_PROXIES when the container starts: the addresses (CIDR
# ranges, separated by commas or spaces) of the proxies in front of nginx, such as a TLS-terminating
# load balancer. nginx then takes the client's address from X-Forwarded-For, but only from those
# proxies (set_real_ip_from), walking back past each trusted hop (real_ip_recursive). Empty (the
# default): only the connecting address counts, whatever X-Forwarded-For says. The test stack runs
# this same script (infra/src/nginx-process.ts).
set -eu

out_dir="${RUNTIME_CONFIG_DIR:-/etc/nginx/runtime}"
mkdir -p "$out_dir"
out="$out_dir/trusted-proxies.conf.tmp"
echo "# Generated from TRUSTED_PROXIES by $0" > "$out"

count=0
for range in $(printf '%s' "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
  # An IPv4 or IPv6 address with an optional prefix length, and nothing that could end a directive.
  if ! printf '%s' "$range" | grep -Eq '^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)(/[0-9]{1,3})?$'; then
    echo "$0: TRUSTED_PROXIES: \"$range\" is not an address or CIDR range (e.g. 10.0.0.0/8, 2001:db8::/32)" >&2
    exit 1
  fi
  echo "set_real_ip_from $range;" >> "$out"
  count=$((count + 1))
done
if [ "$count" -gt 0 ]; then
  echo "real_ip_header X-Forwarded-For;" >> "$out"
  echo "real_ip_recursive on;" >> "$out"
fi

mv "$out" "$out_dir/trusted-proxies.conf"
echo "$0: trusting X-Forwarded-For from $count proxy range(s)"
