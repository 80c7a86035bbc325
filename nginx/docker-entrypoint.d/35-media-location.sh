#!/bin/sh
# Writes media.conf, the body of `location /media/` (templates/default.conf.template), when the container
# starts. By default nginx serves the media library's folder (MEDIA_DIR, the volume content-service writes,
# mounted read-only here). With the S3 driver, MEDIA_PUBLIC_BASE_URL names where the bucket's objects are
# (e.g. https://my-bucket.s3.ap-southeast-2.amazonaws.com): nginx proxies /media/ there, so pages keep
# same-site image URLs (no second connection, no redirect before each image, CSP img-src 'self').
# The test stack runs this same script (infra/src/nginx-process.ts).
set -eu

out_dir="${RUNTIME_CONFIG_DIR:-/etc/nginx/runtime}"
mkdir -p "$out_dir"
out="$out_dir/media.conf.tmp"
echo "# Generated from MEDIA_DIR / MEDIA_PUBLIC_BASE_URL by $0" > "$out"

base="${MEDIA_PUBLIC_BASE_URL:-}"
if [ -n "$base" ]; then
  # An http(s) URL with nothing that could end a directive.
  if ! printf '%s' "$base" | grep -Eq '^https?://[A-Za-z0-9._~:/%-]+$'; then
    echo "$0: MEDIA_PUBLIC_BASE_URL: \"$base\" is not an http:// or https:// URL" >&2
    exit 1
  fi
  base="${base%/}"
  {
    echo "proxy_pass $base/media/;"
    echo "proxy_ssl_server_name on;"
    echo "proxy_set_header Authorization \"\";"
    echo "proxy_set_header Cookie \"\";"
    echo "proxy_hide_header Cache-Control;"
    echo "proxy_hide_header Set-Cookie;"
    echo "proxy_hide_header x-amz-request-id;"
    echo "proxy_hide_header x-amz-id-2;"
    echo "proxy_hide_header x-amz-meta-;"
  } >> "$out"
  where="proxied to $base/media/"
else
  dir="${MEDIA_DIR:-/srv/media}"
  if ! printf '%s' "$dir" | grep -Eq '^/[A-Za-z0-9._/-]*$'; then
    echo "$0: MEDIA_DIR: \"$dir\" is not an absolute path of letters, digits, . _ - and /" >&2
    exit 1
  fi
  echo "alias ${dir%/}/;" >> "$out"
  echo "try_files \$uri =404;" >> "$out"
  where="served from ${dir%/}/"
fi

mv "$out" "$out_dir/media.conf"
echo "$0: /media/ $where"
