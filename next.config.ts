import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Several builds can then live side by side (a second checkout's browser tests, a benchmark's build).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // A self-contained server (its own trimmed node_modules) that `npm start` and the Docker image run:
  // scripts/web-server.mjs, with public/ and the static files copied beside it (scripts/build-web.mjs).
  output: 'standalone',
  // `BENCH_WEB_MODULES=true npm run bench:web` builds with them to say which modules weigh what.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === 'true',
  // `npm run typecheck` is the type gate (it covers the API server too); `npm start` should not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The content-security policy (with its per-request nonce) is set in proxy.ts; these are the
  // headers that never vary.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
