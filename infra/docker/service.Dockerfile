# syntax=docker/dockerfile:1
# The image of one Node service, named by SERVICE, with PORT its default port. Build from the repository
# root (npm workspaces share one lockfile):
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=auth-service --build-arg PORT=3001 .
# content-service also passes --build-arg MALLOC_ARENA_MAX=2 (see the runtime stage).

# Every workspace's manifest, so that the dependency layers below are rebuilt only when one changes.
FROM node:24.21.0-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY infra/package.json infra/
COPY auth-service/package.json auth-service/
COPY content-service/package.json content-service/
COPY enquiry-service/package.json enquiry-service/
COPY web/package.json web/
COPY tests/package.json tests/
COPY libs/contracts/package.json libs/contracts/
COPY libs/nest-server-kit/package.json libs/nest-server-kit/

FROM node:24.21.0-bookworm-slim AS build
ARG SERVICE
ARG PORT
RUN test -n "$SERVICE" && test -n "$PORT" || { echo 'Give --build-arg SERVICE=<service folder> --build-arg PORT=<its port>' >&2; exit 1; }
WORKDIR /app
COPY --from=manifests /app/ ./
COPY tsconfig.base.json ./
RUN npm ci -w ${SERVICE} -w @site/contracts -w @site/nest-server-kit --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY libs/ libs/
COPY ${SERVICE}/ ${SERVICE}/
RUN npm run build -w ${SERVICE}

# The web app's page renderer (web/dist-server), for the post pages content-service renders at request
# time. It names the same hashed files as the nginx image's build of the same sources (Vite's names hash
# the content). The other services do not render pages: for them the folder stays empty.
FROM node:24.21.0-bookworm-slim AS web
ARG SERVICE
WORKDIR /app
COPY --from=manifests /app/ ./
COPY tsconfig.base.json ./
RUN if [ "$SERVICE" = content-service ]; then npm ci -w web --include-workspace-root --no-audit --no-fund; fi
# web reads the contracts' TypeScript sources (their `source` export), so they need no build here.
COPY libs/contracts/ libs/contracts/
COPY web/ web/
RUN if [ "$SERVICE" = content-service ]; then npm run build -w web; else mkdir -p web/dist-server; fi

FROM node:24.21.0-bookworm-slim AS runtime
ARG SERVICE
ARG PORT
# glibc gives each thread its own malloc arena, and libvips (sharp) threads leave memory behind in them:
# content-service passes 2, which keeps a 20 MB upload's peak at about 270 MB and gives most of it back
# (README, Media). Left empty, glibc ignores it and keeps its default.
ARG MALLOC_ARENA_MAX=
# NO_COLOR: plain log lines in container logs (no colour escape codes).
ENV NODE_ENV=production \
    NO_COLOR=1 \
    PORT=${PORT} \
    MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX}
WORKDIR /app
COPY --from=manifests /app/ ./
RUN npm ci -w ${SERVICE} --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/nest-server-kit/dist libs/nest-server-kit/dist
COPY --from=build /app/${SERVICE}/dist ${SERVICE}/dist
COPY --from=web /app/web/dist-server web/dist-server
WORKDIR /app/${SERVICE}
# content-service's media library folder (a named volume in compose): made here so a new volume is the node user's.
RUN if [ "$SERVICE" = content-service ]; then mkdir -p /var/lib/content-media && chown node:node /var/lib/content-media; fi
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1's command, so SIGTERM from `docker stop` reaches the app's shutdown hooks.
CMD ["node", "dist/main.js"]
