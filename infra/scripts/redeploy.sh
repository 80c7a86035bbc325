#!/usr/bin/env bash
# Redeploys one compose service with its new image and keeps its replica count, without dropping requests:
#   bash infra/scripts/redeploy.sh content-service
# The new replicas start beside the old ones; once they are healthy and nginx has re-resolved the service
# name (resolver valid=5s), the old ones are stopped (SIGTERM: they finish what they are serving) and
# removed. nginx sends an idempotent request that meets a stopping replica to the next one.
# nginx itself publishes a fixed port, so it is simply recreated (a second or so without the site).
# Works with Compose v2 (`docker compose`) and v1 (`docker-compose`).
set -euo pipefail
cd "$(dirname "$0")/../.."

service="${1:?usage: infra/scripts/redeploy.sh <service>   (auth-service, content-service, enquiry-service or nginx)}"
if docker compose version >/dev/null 2>&1; then compose=(docker compose); else compose=(docker-compose); fi

"${compose[@]}" build "$service"

if [ "$service" = nginx ]; then
  exec "${compose[@]}" up -d --no-deps nginx
fi

mapfile -t old < <("${compose[@]}" ps -q "$service")
count=${#old[@]}
if [ "$count" -eq 0 ]; then
  exec "${compose[@]}" up -d --no-deps "$service"
fi

echo "Starting $count new $service replica(s) beside the $count running"
"${compose[@]}" up -d --no-deps --no-recreate --scale "$service=$((count * 2))" "$service"
mapfile -t all < <("${compose[@]}" ps -q "$service")
new=()
for id in "${all[@]}"; do
  case " ${old[*]} " in *" $id "*) ;; *) new+=("$id") ;; esac
done

deadline=$((SECONDS + 180))
for id in "${new[@]}"; do
  until [ "$(docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id")" = healthy ]; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "A new $service replica did not become healthy within 180 s; the old replicas keep serving." >&2
      docker rm -f "${new[@]}" >/dev/null
      exit 1
    fi
    sleep 1
  done
done

# nginx caches the service's addresses for 5 s (resolver valid=5s).
sleep 6
echo "Stopping the $count old $service replica(s)"
docker stop "${old[@]}" >/dev/null
docker rm "${old[@]}" >/dev/null
echo "$service: ${#new[@]} replica(s) on the new image"
