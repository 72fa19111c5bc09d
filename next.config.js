// @ts-check

/**
 * The security headers of every API answer (/api/*). Pages get theirs, with a
 * CSP nonce, from proxy.ts, which API routes skip: these are static, so Next
 * sets them from here without running the proxy for each API request.
 * @type {{ key: string; value: string }[]}
 */
export const apiSecurityHeaders = [
  {
    key: "Content-Security-Policy",
    value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  // as lib/security-headers.ts (every answer, static files included: server/http/request-guard.ts)
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
/** Behind a proxy that terminates TLS (which says so in X-Forwarded-Proto), as proxy.ts does for pages. */
export const apiHttpsHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  async headers() {
    return [
      { source: "/api/:path*", headers: apiSecurityHeaders },
      {
        source: "/api/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: apiHttpsHeaders,
      },
    ];
  },
  reactStrictMode: true,
  // BUNDLE_MAPS=1: browser source maps, for scripts/page-chunks.mjs (what each page's
  // JavaScript is made of). Off otherwise: a build with them serves them too.
  productionBrowserSourceMaps: process.env.BUNDLE_MAPS === "1",
  poweredByHeader: false,
  // `.next/standalone`: server.js with only the files it needs (the Dockerfile's runner).
  // scripts/standalone.mjs copies .next/static next to it after `next build`.
  output: "standalone",
  // Read at run time by path, so not found by tracing: the console database's
  // migrations (server/db/client.ts; the standalone server's cwd is its own folder).
  outputFileTracingIncludes: {
    "/*": ["./server/db/migrations/**/*"],
  },
  // Native / WASM packages stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres", "pg-boss", "pg"],
  // the contract package is TypeScript source (packages/contract), compiled with the console
  transpilePackages: ["@messaging-console/contract"],
  typedRoutes: false,
  // `npm test` type-checks the whole project with `tsc --noEmit` before building;
  // checking again inside `next build` only doubles the time on two cores.
  typescript: { ignoreBuildErrors: true },
  // forbidden(): a page a role cannot use answers 403 and says why (app/(console)/forbidden.tsx)
  experimental: { authInterrupts: true },
};

export default nextConfig;
