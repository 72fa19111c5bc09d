import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations from server/db/schema.ts;
// the console applies them at start (server/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
