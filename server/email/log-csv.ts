import "server-only";

import { EMAIL_CSV_COLUMNS, emailCsvRow } from "@/lib/email-csv";
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
    rows.push(...page.items.map(emailCsvRow));
    if (page.items.length < PAGE) break;
  }
  return csvResponse(csvStream(rows, EMAIL_CSV_COLUMNS), "email-log.csv");
}
