#!/bin/sh
# Run by the official postgres image on the first start of an empty volume.
set -eu
psql -v ON_ERROR_STOP=1 \
  -v auth_password="${AUTH_DB_PASSWORD:?AUTH_DB_PASSWORD is required}" \
  -v content_password="${CONTENT_DB_PASSWORD:?CONTENT_DB_PASSWORD is required}" \
  -v enquiry_password="${ENQUIRY_DB_PASSWORD:?ENQUIRY_DB_PASSWORD is required}" \
  --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -f /setup/setup.sql
