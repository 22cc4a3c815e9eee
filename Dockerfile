# One image, two servers: `api` (default) and `web`, plus the `migrate` and `admin` commands.
#   docker build -t backoffice .
#   docker run backoffice api | web | migrate | admin --email you@casino.com
# Both stages run the repository's own scripts, which CI runs too (scripts/deploy-check.sh).

FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN scripts/deploy-build.sh /app

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    API_HOST=0.0.0.0 \
    WEB_HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# The application's files stay root's (read-only to the server); only the data and cache folders are
# the unprivileged user's.
COPY --from=build /app /app
RUN mkdir -p /data/media /app/web/.next/cache && chown -R node:node /data /app/web/.next/cache
USER node
EXPOSE 8000 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
# Docker's stop sends SIGTERM and waits 10 s by default: give the drain its time with
# `docker stop -t 40` or compose's stop_grace_period.
STOPSIGNAL SIGTERM
ENTRYPOINT ["scripts/deploy-start.sh"]
CMD ["api"]
