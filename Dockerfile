# syntax=docker/dockerfile:1
#
# Messaging Console: the standalone production server (next.config.js has
# output: "standalone"). Three stages: dependencies, build, and a slim runner that
# holds only .next/standalone (server.js, the traced node_modules, the database
# migrations, and the static files scripts/standalone.mjs copied next to it).
#
#   docker build -t messaging-console .
#   docker compose up        (compose.yaml: the console and PostgreSQL 17)
#
# The image runs the console only: it needs a real Messaging API
# (MESSAGING_API_URL with MESSAGING_API_CLIENT_ID / _SECRET or MESSAGING_API_KEY),
# NEXTAUTH_URL (its public origin) and AUTH_SECRET; docs/operations.md lists them.

# One Debian (glibc) Node image for every stage: the native packages npm installs
# in `deps` (@node-rs/argon2, sharp) must match the runner's platform.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# the workspaces (packages/*) npm ci links into node_modules
COPY packages/contract/package.json packages/contract/
COPY packages/messaging-api/package.json packages/messaging-api/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# next build, then scripts/standalone.mjs (postbuild): copies .next/static next to
# server.js and fails the build if migrations, PGlite's files or argon2's binding
# are missing from .next/standalone.
RUN npm run build

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
# NODE_OPTIONS: the console's heap limit (tools/heap.mjs says why and what it holds) and
# its request admission per event-loop turn (scripts/admission.mjs says why), which
# scripts/standalone.mjs copied next to server.js.
ENV NODE_ENV=production \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NEXT_TELEMETRY_DISABLED=1 \
    NODE_OPTIONS="--max-old-space-size=512 --import=/app/admission-preload.mjs"

# A user of its own, without a shell or home. The application files stay root's
# (read-only to it); it writes only to DATA_DIR (the embedded database and the
# generated session secret when DATABASE_URL / AUTH_SECRET are not set) and to
# Next's cache.
RUN groupadd --system --gid 10001 console \
 && useradd --system --uid 10001 --gid console --no-create-home --shell /usr/sbin/nologin console \
 && mkdir -p /data \
 && chown console:console /data

COPY --from=build /app/.next/standalone ./
RUN mkdir -p .next/cache && chown console:console .next/cache

USER console
VOLUME ["/data"]
EXPOSE 3000

# /api/health answers 200 when the process, its database and the Messaging API
# (with the configured credentials) are all ok, 503 otherwise. Slim images have no
# curl: node's fetch asks.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(8000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "server.js"]
