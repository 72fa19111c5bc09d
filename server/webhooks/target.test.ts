import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseEnv } from "@/server/env";

import { postOnce, RESPONSE_BYTES, webhookAgent } from "./safe-http";
import { checkTarget, type Resolve } from "./target";

const publicOnly = { allowPrivate: false, production: true };
const answering =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("checkTarget", () => {
  it.each([
    "https://127.0.0.1/hook",
    "https://2130706433/hook", // decimal 127.0.0.1, as URL reads it
    "https://0x7f.1/hook", // hex
    "https://0177.0.0.1/hook", // octal
    "https://127.1/hook",
    "https://[::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://0/hook",
    "https://[fd00:ec2::254]/",
  ])("refuses %s", async (url) => {
    await expect(
      checkTarget(url, { ...publicOnly, resolve: answering("93.184.216.34") }),
    ).rejects.toThrow(/private or reserved/);
  });

  it("refuses a name that resolves to a private address, or to one among public ones", async () => {
    await expect(
      checkTarget("https://hooks.example.com/x", { ...publicOnly, resolve: answering("10.1.2.3") }),
    ).rejects.toThrow(/private or reserved/);
    await expect(
      checkTarget("https://hooks.example.com/x", {
        ...publicOnly,
        resolve: answering("93.184.216.34", "::1"),
      }),
    ).rejects.toThrow(/private or reserved/);
  });

  it("refuses http in production, credentials and other schemes; a name that does not resolve", async () => {
    const resolve = answering("93.184.216.34");
    await expect(
      checkTarget("http://hooks.example.com/", { ...publicOnly, resolve }),
    ).rejects.toThrow(/https/);
    await expect(
      checkTarget("https://u:p@hooks.example.com/", { ...publicOnly, resolve }),
    ).rejects.toThrow(/password/);
    await expect(checkTarget("file:///etc/passwd", { ...publicOnly, resolve })).rejects.toThrow(
      /https/,
    );
    await expect(checkTarget("gopher://x/", { ...publicOnly, resolve })).rejects.toThrow(/https/);
    await expect(
      checkTarget("https://nowhere.invalid/", {
        ...publicOnly,
        resolve: () => Promise.reject(new Error("ENOTFOUND")),
      }),
    ).rejects.toThrow(/does not resolve/);
  });

  it("takes a public https target, and private ones (http too) with the setting", async () => {
    const resolve = answering("93.184.216.34");
    await expect(
      checkTarget("https://hooks.example.com/a", { ...publicOnly, resolve }),
    ).resolves.toBeTruthy();
    await expect(
      checkTarget("http://127.0.0.1:9/a", { allowPrivate: true, production: true, resolve }),
    ).resolves.toBeTruthy();
    await expect(
      checkTarget("http://hooks.example.com/a", {
        allowPrivate: false,
        production: false,
        resolve,
      }),
    ).resolves.toBeTruthy();
  });
});

describe("WEBHOOKS_ALLOW_PRIVATE_TARGETS", () => {
  it("is off unless set to true or 1, and refuses other words", () => {
    expect(parseEnv({}).WEBHOOKS_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(
      parseEnv({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true" }).WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    ).toBe(true);
    expect(() => parseEnv({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: "yes" })).toThrow(
      /WEBHOOKS_ALLOW_PRIVATE_TARGETS/,
    );
  });
});

describe("the connection checks the address it connects to", () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? "");
      if (req.url === "/big") return res.end("x".repeat(100_000));
      if (req.url === "/redirect") {
        res.writeHead(302, { location: "http://127.0.0.1:9/elsewhere" });
        return res.end();
      }
      res.end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("refuses at connect time a name that resolved to a public address before (DNS rebinding)", async () => {
    let calls = 0;
    const rebinding: Resolve = async () => [
      calls++ === 0 ? { address: "93.184.216.34", family: 4 } : { address: "127.0.0.1", family: 4 },
    ];
    const url = await checkTarget(`http://rebind.example:${port}/hook`, {
      allowPrivate: false,
      production: false,
      resolve: rebinding,
    });
    const result = await postOnce(webhookAgent(false, rebinding), url, "{}", {}, false);
    expect(result.status).toBeNull();
    expect(result.error).toMatch(/127\.0\.0\.1/);
    expect(seen).not.toContain("/hook");
  });

  it("refuses an address in the URL without a lookup", async () => {
    const result = await postOnce(
      webhookAgent(false),
      new URL(`http://127.0.0.1:${port}/literal`),
      "{}",
      {},
      false,
    );
    expect(result.error).toMatch(/127\.0\.0\.1/);
    expect(seen).not.toContain("/literal");
  });

  it("with the setting connects, reads at most 2 KB of the answer and follows no redirect", async () => {
    const agent = webhookAgent(true, answering("127.0.0.1"));
    const big = await postOnce(agent, new URL(`http://receiver.test:${port}/big`), "{}", {}, true);
    expect(big.status).toBe(200);
    expect(big.response).toHaveLength(RESPONSE_BYTES);
    const moved = await postOnce(
      agent,
      new URL(`http://127.0.0.1:${port}/redirect`),
      "{}",
      {},
      true,
    );
    expect(moved.status).toBe(302);
    expect(seen).not.toContain("/elsewhere");
  });
});
