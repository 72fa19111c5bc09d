import "server-only";

import type { SentEmail } from "@/lib/schemas/resources";
import { csvResponse, csvStream } from "@/server/http/csv";
import { upstream } from "@/server/upstream";
import type { EmailFilters } from "@/server/upstream/smtp";

const PAGE = 500;
const MAX_ROWS = 50_000;

/** The filtered email log as CSV, read page by page from the upstream (bounded). */
export async function emailLogCsv(filters: EmailFilters): Promise<Response> {
  const rows: Record<string, unknown>[] = [];
  for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
    const page = await upstream().smtp.listEmails({ ...filters, limit: PAGE, offset });
    rows.push(...page.items.map(flatten));
    if (page.items.length < PAGE) break;
  }
  const columns = [
    "id",
    "send_date",
    "sender",
    "recipient",
    "subject",
    "smtp_answer_code",
    "smtp_answer_subcode",
    "total_size",
    "opens",
    "clicks",
  ];
  return csvResponse(csvStream(rows, columns), "email-log.csv");
}

function flatten(e: SentEmail): Record<string, unknown> {
  return { ...e, opens: e.tracking.open, clicks: e.tracking.click, tracking: undefined };
}
