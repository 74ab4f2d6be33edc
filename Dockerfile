# One image for both services (api and gateway); compose picks the command.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY sdk/package.json sdk/
RUN npm ci --no-audit --no-fund
COPY . .
# Every workspace that builds: the web app and the gateway's bundle (what the image runs), and the
# partner SDK (tests/deployment.test.ts holds this list to the root package.json's workspaces).
RUN npm run build && npm run build -w sdk
ENV NODE_ENV=production
# Two malloc arenas, not glibc's eight per core: the gateway's threads (libuv's pool, V8's
# workers) otherwise each keep freed buffers in an arena of their own. 10–20 MB less resident
# memory under 50 subscribers, at the same throughput (bench/README.md).
ENV MALLOC_ARENA_MAX=2
# A freed buffer past 128 kB goes back to the system at once. glibc otherwise raises this
# threshold after the first large free, and the api then keeps an upload's buffers (a 15 MB file
# and its copies) in its heap for good: some 30 MB less resident after an upload (bench/README.md).
ENV MALLOC_MMAP_THRESHOLD_=131072
EXPOSE 4000 8000
# node itself runs the gateway (no wrapper process), bundled to plain JavaScript at build time
# (`npm run bundle -w gateway`): no TypeScript loader in the process, some 45 MB less resident
# memory than `--import tsx` (bench/README.md). A small young generation: the gateway
# streams large, short-lived strings (batches of fields) and keeps few long-lived objects, so
# frequent cheap scavenges keep its memory flat under many subscribers (bench/README.md). An
# old generation of 40 MB before its first full collection: the gateway lives at about 25 MB,
# and V8's own starting limit sat so close to that that every stream of a neighbourhood set off
# a full collection of the whole heap, about half the gateway's CPU per stream; 64 MB halved
# the CPU again but passed the 150 MB memory target (bench/README.md, 2026-12-02). After that,
# each full collection lets the heap grow by 40 % over what it kept, not V8's own factor of up to
# four: under 100 growers the gateway lives at about 35 MB, V8 let its heap reach 100 MB and kept
# the pages, and its memory stepped up by a third in the soak (bench/README.md, 2026-12-02).
CMD ["node", "--max-semi-space-size=2", "--initial-old-space-size=40", "--heap-growing-percent=40", "gateway/dist/main.mjs"]
