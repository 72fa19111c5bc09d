import "server-only";

import { zoneLabel } from "@/lib/datetime";
import type { BlacklistEntry, Unsubscribe } from "@/lib/schemas/resources";
import { env } from "@/server/env";
import { csvResponse, csvStream } from "@/server/http/csv";
import { eachBlacklistPage } from "@/server/viber/blacklist-pages";

import { eachUnsubscribePage, hardBounces } from "./pages";

export type ExportedList = "blacklist" | "unsubscribes" | "bounces";

const zone = () => zoneLabel(env().MESSAGING_API_TIMEZONE);

/**
 * One list as CSV, every entry the walk reads, its first line a `#` note saying
 * what the file holds (the import reads it back: the note and the header are skipped).
 */
export async function exportList(list: ExportedList): Promise<Response> {
  if (list === "blacklist") {
    const rows: BlacklistEntry[] = [];
    const complete = await eachBlacklistPage((items) => rows.push(...items));
    return csvResponse(
      csvStream(
        rows.map((e) => ({ phone: e.phone, reason: e.description, added: e.add_date })),
        ["phone", "reason", "added"],
        `# Viber blacklist: ${complete ? "every" : `the first ${rows.length}`} number; times in ${zone()}`,
      ),
      "blacklist.csv",
    );
  }
  if (list === "unsubscribes") {
    const rows: Unsubscribe[] = [];
    const complete = await eachUnsubscribePage((items) => rows.push(...items));
    return csvResponse(
      csvStream(
        rows.map((u) => ({ email: u.email, how: u.how, date: u.date })),
        ["email", "how", "date"],
        `# Email unsubscribes: ${complete ? "every" : `the newest ${rows.length}`} address; times in ${zone()}`,
      ),
      "unsubscribes.csv",
    );
  }
  const { items } = await hardBounces();
  return csvResponse(
    csvStream(
      items.map((b) => ({
        email: b.email_to,
        sender: b.sender,
        sent: b.send_date,
        code: b.smtp_answer_code,
        answer: b.smtp_answer_data,
      })),
      ["email", "sender", "sent", "code", "answer"],
      `# Hard bounces of the last 24 hours (the Messaging API keeps no more); times in ${zone()}`,
    ),
    "hard-bounces.csv",
  );
}
