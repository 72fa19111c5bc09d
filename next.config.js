// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
