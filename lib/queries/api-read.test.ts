import { afterEach, describe, expect, it, vi } from "vitest";

import {
  campaignRecordQuery,
  campaignRecordRead,
  recipientsQuery,
  recipientsRead,
} from "@/lib/queries/viber/campaigns";

import { fetchRead, withQuery } from "./api-read";

/** The browser's query and the page's server prefetch take one declaration of a read. */
describe("a read declared once", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("carries the query as apiRequest sends it: empty values left out, values encoded", () => {
    const query = { a: "1 2", b: undefined, c: null, d: "", e: 0 };
    expect([withQuery("/api/x", query), withQuery("/api/x", {})]).toEqual([
      "/api/x?a=1+2&e=0",
      "/api/x",
    ]);
  });

  it("is fetched by the browser at its path and kept as its select makes it", async () => {
    const asked: string[] = [];
    vi.stubGlobal("window", { location: { origin: "http://console.test" } });
    vi.stubGlobal("fetch", async (url: URL) => {
      asked.push(url.href);
      return new Response(JSON.stringify({ campaign: { id: 7 }, recipients: null }));
    });
    const read = campaignRecordRead(7);
    expect(await fetchRead(read)).toEqual({ id: 7 });
    expect(asked).toEqual([`http://console.test${read.path}`]);
    expect(read.path).toBe("/api/viber/campaigns/7?summary=false");
  });

  it("gives the query hooks the key the server prefetch stores under", () => {
    const f = { sort: "-send_date", status: "read" };
    expect(campaignRecordQuery(7, "UTC").queryKey).toEqual(campaignRecordRead(7).queryKey);
    expect(recipientsQuery(7, f).queryKey).toEqual(recipientsRead(7, f, 0).queryKey);
    expect(recipientsRead(7, f, 0).path).toBe(
      "/api/viber/campaigns/7/recipients?sort=-send_date&status=read&limit=250&offset=0",
    );
  });
});
