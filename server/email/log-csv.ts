import "server-only";

import { EMAIL_CSV_COLUMNS, EMAIL_CSV_MAX_ROWS, emailCsvRow } from "@/lib/email-csv";
import { csvResponse, csvStream } from "@/server/http/csv";
import { upstream } from "@/server/upstream";
import type { EmailFilters } from "@/server/upstream/smtp";

/** The filtered email log as CSV, read page by page from the upstream (bounded). */
export async function emailLogCsv(filters: EmailFilters): Promise<Response> {
  const { limit: _l, offset: _o, ...rest } = filters;
  const { items, complete } = await upstream().smtp.scanEmails(rest, EMAIL_CSV_MAX_ROWS);
  return csvResponse(
    csvStream(items.map(emailCsvRow), EMAIL_CSV_COLUMNS),
    complete ? "email-log.csv" : `email-log-first-${EMAIL_CSV_MAX_ROWS}.csv`,
  );
}
