#!/bin/sh
# Writes /config.js, the SPA's runtime settings, from the environment when the container starts.
# Values are JSON-escaped, so a quote or backslash in SITE_NAME cannot break the script (envsubst
# into JavaScript could). The keys are RUNTIME_CONFIG_KEYS in infra/src/runtime-config.ts; the test
# stack runs this same script (infra/src/nginx-process.ts).
set -eu

out_dir="${RUNTIME_CONFIG_DIR:-/etc/nginx/runtime}"
keys="EMAILJS_PUBLIC_KEY EMAILJS_SERVICE_ID EMAILJS_TEMPLATE_ID EMAILJS_CONTACT_TEMPLATE_ID HCAPTCHA_SITE_KEY HCAPTCHA_DEV_SITE_KEY SITE_PHONE SITE_EMAIL SITE_URL SITE_NAME"
tab=$(printf '\t')
cr=$(printf '\r')

# The value as the inside of a JSON string. The trailing "." keeps a final newline through the
# pipeline; the caller strips it.
json_string() {
  printf '%s.' "$1" \
    | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e "s/$tab/\\\\t/g" -e "s/$cr/\\\\r/g" \
    | awk 'NR > 1 { printf "%s", "\\n" } { printf "%s", $0 }'
}

body=""
separator=""
for key in $keys; do
  eval "value=\${$key-}"
  escaped=$(json_string "$value")
  body="$body$separator\"$key\":\"${escaped%.}\""
  separator=","
done

mkdir -p "$out_dir"
printf 'window.__APP_CONFIG__ = {%s};\n' "$body" > "$out_dir/config.js.tmp"
mv "$out_dir/config.js.tmp" "$out_dir/config.js"
echo "$0: wrote $out_dir/config.js"
