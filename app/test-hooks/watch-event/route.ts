import { raiseTestEvent } from "@/server/watch/test-hook";

// POST /test-hooks/watch-event — test-only (server/watch/test-hook.ts): 404 unless enabled
export const POST = (request: Request) => raiseTestEvent(request);
