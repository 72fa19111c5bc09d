import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestMessagingApi, type TestMessagingApi } from "../testing";
import { VIBER_ONLY } from "./test-fixtures";

const PATH = "/v2/viber-service/phone-exception";

let api: TestMessagingApi;
beforeAll(async () => {
  api = await startTestMessagingApi({ ...VIBER_ONLY });
});
afterAll(() => api.close());

describe("the Viber blacklist", () => {
  it("adds phones and counts the ones already there", async () => {
    const first = await api.call("POST", PATH, {
      phones: ["380501110001", "380501110002"],
      description: "Asked to stop",
    });
    expect(first.body).toEqual({ result: true, counters: { added: 2, exists: 0 } });
    const again = await api.call("POST", PATH, {
      phones: ["380501110002", "380501110003", 380501110003],
    });
    expect(again.body).toEqual({ result: true, counters: { added: 1, exists: 1 } });
  });

  it("lists entries with total, limit and offset", async () => {
    const all = await api.call("GET", PATH);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.list).toHaveLength(3);
    const entry = all.body.data.list.find((e: { phone: number }) => e.phone === 380501110001);
    expect(entry).toEqual({
      id: expect.any(Number),
      user_id: expect.any(Number),
      phone: 380501110001,
      description: "Asked to stop",
      add_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const page = await api.call("GET", `${PATH}?limit=1&offset=1`);
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list).toEqual([all.body.data.list[1]]);
  });

  it("removes phones given in a JSON body and counts what it deleted", async () => {
    const res = await api.call("DELETE", PATH, { phones: ["380501110001", "380509999999"] });
    expect(res.body).toEqual({ result: true, deleted: 1 });
    expect((await api.call("GET", PATH)).body.data.total).toBe(2);
  });

  it.each([
    ["no body", undefined, 400],
    ["no phones", { description: "x" }, 400],
    ["an empty list", { phones: [] }, 422],
    ["a malformed phone", { phones: ["+380501234567"] }, 422],
    ["a too short phone", { phones: ["12345"] }, 422],
  ])("refuses %s", async (_, body, status) => {
    for (const method of ["POST", "DELETE"]) {
      const res = await api.call(method, PATH, body);
      expect(res.status, method).toBe(status);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await api.call("GET", PATH)).body.data.total).toBe(2);
  });
});
