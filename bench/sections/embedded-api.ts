import { createMessagingApi } from "../../server/messaging-api/app";
import { generateEmails } from "../../server/messaging-api/smtp/generate";
import { header, load, row } from "../lib/load";
import { demoToken } from "../lib/token";
import type { Section } from "../lib/types";

const TARGET_EMAILS = 100_000;

/** The embedded Messaging API itself: sending and listing with 100,000 stored emails. */
export const embeddedApiSection: Section = {
  name: "embedded-api",
  async run() {
    const api = await createMessagingApi({ seed: true, maxRps: 1_000_000, tickMs: 0 });
    try {
      const { rows } = await api.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM smtp_emails",
      );
      const missing = TARGET_EMAILS - (rows[0]?.n ?? 0);
      const now = Date.now();
      await generateEmails(api.db, {
        count: missing,
        startMs: now - 30 * 86_400_000,
        endMs: now,
        bounceRate: 0.03,
      });
      const stored =
        (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM smtp_emails")).rows[0]
          ?.n ?? 0;
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
      return {
        lines: [
          `Emails stored before the run: ${stored.toLocaleString("en-US")}. 10 connections, 6 s each.`,
          "",
          ...header,
          row("POST /smtp/emails", send),
          row("GET /smtp/emails?limit=50", list),
          row("GET /smtp/emails?limit=50&recipient=…", filtered),
        ],
        targets: [],
      };
    } finally {
      await api.close();
    }
  },
};
