// A console for killed-release.test.ts to kill -9 while it releases: run with
// `node --conditions=react-server --import tsx` (server-only resolves to nothing there).
// Its upstream is the test's embedded Messaging API (MESSAGING_API_URL and credentials).
import { releaseDue } from "./release";

const { KILLED_RELEASE_NOW } = process.env;
if (!KILLED_RELEASE_NOW || !process.env.DATABASE_URL || !process.env.MESSAGING_API_URL)
  throw new Error("KILLED_RELEASE_NOW, DATABASE_URL and MESSAGING_API_URL are needed");

// the test's end of stdin closes when it dies: no console outlives it
process.stdin.on("end", () => process.exit(1)).resume();

console.log("releasing");
const run = await releaseDue({ now: new Date(KILLED_RELEASE_NOW) });
// not reached while the test holds the create open
console.log(`released: ${run.sent.length} sent`);
process.exit(0);
