// The bare Next.js app of bench/sections/proxy-hop.ts. The bench copies this
// folder to bench/.tmp/bare-next (gitignored) and builds it there with the
// console's own `next` (the root node_modules).
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
