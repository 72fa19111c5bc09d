// The fetch-proxy baseline as its own process (see ./api-process.ts).
import { startFetchProxy } from "./fetch-proxy";

const { url } = await startFetchProxy(process.env.PROXY_UPSTREAM!, process.env.PROXY_TOKEN!);
console.log(`[fetch-proxy] listening on ${url}`);
process.on("SIGTERM", () => process.exit(0));
