import path from "node:path";

import { spawnListening } from "../lib/api-process";
import { header, load, row } from "../lib/load";
import { demoToken } from "../lib/token";
import type { Section } from "../lib/types";

const TARGET_EMAILS = 100_000;

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
      const list = await load({
        url: `${api.url}/smtp/emails?limit=50`,
        headers: auth,
        seconds: 6,
      });
      const filtered = await load({
        url: `${api.url}/smtp/emails?limit=50&recipient=reader@example.com`,
        headers: auth,
        seconds: 6,
      });
      // deep paging last: its slow replies keep the API busy after the run stops
      const deep = await load({
        url: `${api.url}/smtp/emails?limit=50&offset=50000`,
        headers: auth,
        seconds: 6,
      });
      return {
        lines: [
          `The API in its own process with ${TARGET_EMAILS.toLocaleString("en-US")} stored emails before the run (demo data topped up with generated ones; the POST run adds more). 10 connections, 6 s each, budget raised to 1,000,000/s.`,
          "",
          ...header,
          row("POST /smtp/emails", send),
          row("GET /smtp/emails?limit=50", list),
          row("GET /smtp/emails?limit=50&recipient=…", filtered),
          row("GET /smtp/emails?limit=50&offset=50000", deep),
        ],
        targets: [],
      };
    } finally {
      api.stop();
    }
  },
};
