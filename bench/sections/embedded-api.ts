import path from "node:path";

import { spawnListening } from "../lib/api-process";
import { header, load, row } from "../lib/load";
import { demoToken } from "../lib/token";
import type { Section } from "../lib/types";

const TARGET_EMAILS = 100_000;
/** the deep page: half the stored emails are skipped */
const DEEP_OFFSET = 50_000;

/** The embedded Messaging API itself: sending and listing with 100,000 stored emails. */
export const embeddedApiSection: Section = {
  name: "embedded-api",
  async run() {
    // its own process, so autocannon (here) does not share its event loop
    const api = await spawnListening(
      path.join(import.meta.dirname, "../lib/embedded-api-main.ts"),
      {
        BENCH_EMAILS: String(TARGET_EMAILS),
      },
    );
    try {
      const token = await demoToken(api.url);
      const auth = { Authorization: `Bearer ${token}` };
      const body = JSON.stringify({
        email: {
          from: { name: "Bench", email: "news@northwind-shop.example" },
          to: [{ name: "Reader", email: "reader@example.com" }],
          subject: "Benchmark",
          html: Buffer.from("<p>Hello</p>").toString("base64"),
          text: "Hello",
        },
      });
      const send = await load({
        url: `${api.url}/smtp/emails`,
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body,
        seconds: 6,
      });
      // offset 0 is the anchor of the deep page: measured back to back, same run
      const list = await load({
        url: `${api.url}/smtp/emails?limit=50&offset=0`,
        headers: auth,
        seconds: 6,
      });
      const deep = await load({
        url: `${api.url}/smtp/emails?limit=50&offset=${DEEP_OFFSET}`,
        headers: auth,
        seconds: 6,
      });
      const filtered = await load({
        url: `${api.url}/smtp/emails?limit=50&recipient=reader@example.com`,
        headers: auth,
        seconds: 6,
      });
      const totalRes = await fetch(`${api.url}/smtp/emails/total`, { headers: auth });
      const { total } = (await totalRes.json()) as { total: number };
      const deepPage = (await (
        await fetch(`${api.url}/smtp/emails?limit=50&offset=${DEEP_OFFSET}`, { headers: auth })
      ).json()) as unknown[];
      const ratio = list.rps > 0 ? deep.rps / list.rps : 0;
      const real = total > DEEP_OFFSET + 50 && deepPage.length === 50;
      return {
        lines: [
          `The API in its own process with ${TARGET_EMAILS.toLocaleString("en-US")} stored emails before the run (demo data topped up with generated ones; the POST run adds more). 10 connections, 6 s each, budget raised to 1,000,000/s.`,
          "",
          ...header,
          row("POST /smtp/emails", send),
          row("GET /smtp/emails?limit=50&offset=0", list),
          row(`GET /smtp/emails?limit=50&offset=${DEEP_OFFSET}`, deep),
          row("GET /smtp/emails?limit=50&recipient=…", filtered),
          "",
          `Offset ${DEEP_OFFSET.toLocaleString("en-US")} ÷ offset 0 (same run): ${ratio.toFixed(2)}× the requests/s. The log held ${total.toLocaleString("en-US")} emails when paged (GET /smtp/emails/total); the offset-${DEEP_OFFSET} page had ${deepPage.length} rows.`,
        ],
        targets: [
          {
            target: "GET /smtp/emails at offset 50,000 ≥ 200 req/s",
            figure: `${deep.rps.toLocaleString("en-US")} req/s, p50 ${deep.p50} ms (offset 0: ${list.rps.toLocaleString("en-US")} req/s; ratio ${ratio.toFixed(2)})${real ? "" : ` — not a real offset: ${total} emails, ${deepPage.length} rows`}`,
            met: real && deep.rps >= 200 && deep.non2xx + deep.errors === 0,
          },
        ],
      };
    } finally {
      api.stop();
    }
  },
};
