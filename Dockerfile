# The inbox service (HTTP API on 8025, SMTP on 1025) as a container.
#
#   docker build -t service-mail .
#   docker run --rm -p 1025:1025 -p 8025:8025 -v service-mail:/data service-mail
#
# Every setting is a flag or a SERVICE_* variable (deno task serve --help); flags given to
# `docker run … service-mail --smtp-auth any` go to the server. It binds 0.0.0.0 and keeps its
# inboxes in Deno KV on the /data volume; SERVICE_STORE=memory or redis://… picks another store.
FROM denoland/deno:2.9.6

WORKDIR /app
# Only what the server runs: its sources and the npm packages it imports (src/server/serve.json and
# serve.lock, the parts of deno.json and deno.lock the server reaches), cached at build time so the
# container starts without the network.
COPY --chown=deno:deno deno.json ./
COPY --chown=deno:deno src ./src
RUN mkdir -p /data && chown deno:deno /data
USER deno
RUN deno cache --config src/server/serve.json --lock=src/server/serve.lock --frozen src/server/main.ts src/server/inbox/reader_worker.ts \
    src/server/inbox/store/redis/mod.ts src/server/account/store/redis/mod.ts

ENV SERVICE_HOSTNAME=0.0.0.0 \
    SERVICE_HTTP_PORT=8025 \
    SERVICE_SMTP_PORT=1025 \
    SERVICE_STORE=kv:/data/service.kv
VOLUME /data
EXPOSE 1025 8025

# GET /health answers 200 while the store answers (503 when it does not).
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
    CMD ["deno", "eval", "const r = await fetch(`http://127.0.0.1:${Deno.env.get('SERVICE_HTTP_PORT') ?? 8025}/health`); Deno.exit(r.ok ? 0 : 1)"]

ENTRYPOINT ["deno", "run", "--cached-only", "--config", "src/server/serve.json", "--lock=src/server/serve.lock", "--frozen", "--unstable-no-legacy-abort", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", "src/server/main.ts"]
CMD []
