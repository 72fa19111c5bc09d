// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
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
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "postgres"],
  typedRoutes: false,
  // `npm test` type-checks the whole project with `tsc --noEmit` before building;
  // checking again inside `next build` only doubles the time on two cores.
  typescript: { ignoreBuildErrors: true },
  // forbidden(): a page a role cannot use answers 403 and says why (app/(console)/forbidden.tsx)
  experimental: { authInterrupts: true },
};

export default nextConfig;
