// Validates the configuration before anything starts (`npm start` runs it first),
// so a bad value stops start-up at once with a message naming the variable.
import { env } from "../server/env";

try {
  const e = env();
  console.log(
    `[start] configuration ok (${e.embedded ? "embedded Messaging API" : "upstream " + new URL(e.upstreamUrl).origin})`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
