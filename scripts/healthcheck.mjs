// The Docker image's HEALTHCHECK: liveness of whichever server this container runs (the API on
// API_PORT or the web app on PORT). Exits 0 when one answers `/health/`.
const ports = [process.env.API_PORT || '8000', process.env.PORT || '3000'];
const alive = await Promise.all(
  ports.map((port) =>
    fetch(`http://127.0.0.1:${port}/health/`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    ),
  ),
);
process.exit(alive.includes(true) ? 0 : 1);
