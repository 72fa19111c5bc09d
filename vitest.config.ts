import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^server-only$/, replacement: `${root}test/server-only-stub.ts` },
      { find: /^@\/(.*)$/, replacement: `${root}$1` },
    ],
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", "data/**"],
    environment: "node",
    // in-memory PGlite databases start from one initialised data directory (see the file)
    globalSetup: ["test/pglite-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; keep parallelism matched to the 2-core target machine.
    maxWorkers: 2,
  },
});
