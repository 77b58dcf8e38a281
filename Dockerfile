# SciComm Studio: one image for the site and the API (docs/deployment.md "Container image").
#
#   docker build --build-context scicomm-data=../shared/data -t scicomm-studio .
#
# The word-count data (the BBC counts, names, spellings) is not in the repository: it comes in as
# the named build context `scicomm-data` (any folder laid out like ../shared/data), and the
# dictionaries are built from it here, once, at image build.

ARG NODE_IMAGE=node:24-slim

# ---- build: dependencies, dictionaries, web app ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The native modules (argon2) ship prebuilt binaries for linux-x64 and linux-arm64 glibc.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/coach/package.json packages/coach/
COPY packages/compare/package.json packages/compare/
COPY packages/jargon/package.json packages/jargon/
COPY packages/shared/package.json packages/shared/
COPY packages/widget/package.json packages/widget/
RUN npm ci --no-audit --no-fund
COPY . .
COPY --from=scicomm-data . /data
RUN SCICOMM_DATA_DIR=/data npm run build -- --force

# ---- runtime: non-root, the built app and its data, nothing else ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DICTIONARY_DIR=/app/.cache/dictionaries \
    NODE_COMPILE_CACHE=/app/.cache/node-compile \
    PGLITE_DIR=/var/lib/scicomm/pglite \
    MAIL_OUTBOX_DIR=/var/lib/scicomm/outbox
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /var/lib/scicomm && chown node:node /var/lib/scicomm
USER node
VOLUME ["/var/lib/scicomm"]
EXPOSE 3000
# Readiness, not liveness: 503 from the first moment of a shutdown.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (clean shutdown); no npm in between. The young
# generation is capped at 2 × 16 MB (V8 grows it to 128 MB otherwise), and gc is exposed for the
# one collection after start that gives back the start-up garbage; from the container's second
# start, NODE_COMPILE_CACHE spares it stripping the types again (docs/deployment.md "Memory").
CMD ["node", "--max-semi-space-size=16", "--expose-gc", "apps/server/src/server.ts"]
