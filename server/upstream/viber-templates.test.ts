import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import {
  addViberFixtures,
  APPROVED_TEXT,
  VIBER_ONLY,
} from "@messaging-console/messaging-api/viber/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createUpstreamClient } from "./index";

let api: TestMessagingApi;
let bare: Server;

beforeAll(async () => {
  api = await startTestMessagingApi(VIBER_ONLY);
  await addViberFixtures(api);
  // An upstream without a template list: every path is 404 in the upstream's error shape.
  bare = createServer((_req, res) => {
    res.writeHead(404, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ message: "Not found", error_code: 404 }));
  });
  await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await api.close();
  bare.closeAllConnections();
  await new Promise((resolve) => bare.close(resolve));
});

const client = (baseUrl: string) =>
  createUpstreamClient({
    baseUrl,
    clientId: "console-demo",
    clientSecret: "console-demo-secret",
    apiKey: baseUrl === api.url ? undefined : "static-key",
    maxRps: 100,
    timeoutMs: 5_000,
    log: () => {},
  });

describe("listApprovedTemplates", () => {
  it("gives the approved templates only (not those still in moderation)", async () => {
    const items = await client(api.url).viber.listApprovedTemplates();
    expect(items).toEqual([{ id: expect.any(Number), name: "Shipped", text: APPROVED_TEXT }]);
  });

  it("says there is no list (null) when the upstream has no such endpoint", async () => {
    const { port } = bare.address() as AddressInfo;
    expect(await client(`http://127.0.0.1:${port}`).viber.listApprovedTemplates()).toBeNull();
  });
});
