#!/usr/bin/env bash
# `npm test` at the root: every check CI runs, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each step's time is printed when the next starts, and all of them at the end (CI's stages, README "Tests").
timings=()
step_name=''
step_started=$SECONDS
finish_step() {
  if [ -n "$step_name" ]; then timings+=("$(printf '%5ss  %s' "$((SECONDS - step_started))" "$step_name")"); fi
}
step() {
  finish_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n\033[1m==> %s\033[0m\n' "$*"
}
report_timings() {
  finish_step
  printf '\n\033[1m==> Time per step (%ss in all)\033[0m\n' "$SECONDS"
  printf '%s\n' "${timings[@]}"
}
trap report_timings EXIT

wanted_major="$(tr -d ' \nv' < .nvmrc)"
step "Node $(node -v) with npm $(npm -v) (the project's Node is $wanted_major, .nvmrc)"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$wanted_major" ]; then
  echo "Warning: this is not Node $wanted_major; CI (.ci/run) runs the tests on Node $wanted_major." >&2
fi

step "System packages (nginx, chromium)"
bash infra/scripts/ensure-system-packages.sh

step "Lint"
npm run lint

step "Build the shared packages (the contracts, then the server kit: the services compile against their dist)"
npm run build -w @site/contracts -w @site/nest-server-kit

step "Typecheck (all workspaces)"
npm run typecheck --workspaces --if-present

step "Kubernetes manifests (every overlay rendered with kubectl kustomize: schemas, unknown fields, policies)"
npx tsx --test infra/kubernetes/validate.test.ts

step "Build (services and web)"
npm run build -w auth-service -w content-service -w enquiry-service -w web

step "JavaScript budget of every public page (before any interaction)"
npm run js-budget -w tests

step "Shared package tests (the contracts' rules, the server kit)"
npm test -w @site/contracts
npm test -w @site/nest-server-kit

step "auth-service tests"
npm test -w auth-service

step "content-service tests"
npm test -w content-service

step "enquiry-service tests"
npm test -w enquiry-service

step "web tests"
npm test -w web --if-present

step "End-to-end tests (nginx, services, Postgres)"
npm test -w tests
