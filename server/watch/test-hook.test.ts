import { afterEach, describe, expect, it, vi } from "vitest";

import { resetEnvForTests } from "@/server/env";

import { raiseTestEvent, testHooksEnabled } from "./test-hook";

const post = () =>
  new Request("http://127.0.0.1:3000/test-hooks/watch-event", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1:3000" },
    body: "{}",
  });

describe("the test-only event hook", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("does not exist without CONSOLE_TEST_HOOKS=1", async () => {
    vi.stubEnv("CONSOLE_TEST_HOOKS", "");
    vi.stubEnv("MESSAGING_API_URL", "");
    resetEnvForTests();
    expect(testHooksEnabled()).toBe(false);
    expect((await raiseTestEvent(post())).status).toBe(404);
  });

  it("does not exist against a real Messaging API, even with the variable", async () => {
    vi.stubEnv("CONSOLE_TEST_HOOKS", "1");
    vi.stubEnv("MESSAGING_API_URL", "https://api.example.com");
    vi.stubEnv("MESSAGING_API_KEY", "k");
    resetEnvForTests();
    expect(testHooksEnabled()).toBe(false);
    expect((await raiseTestEvent(post())).status).toBe(404);
  });

  it("is on with the variable against the embedded API", () => {
    vi.stubEnv("CONSOLE_TEST_HOOKS", "1");
    vi.stubEnv("MESSAGING_API_URL", "");
    resetEnvForTests();
    expect(testHooksEnabled()).toBe(true);
  });
});
