import "server-only";

import { EMAIL_CSV_COLUMNS, emailCsvRow } from "@/lib/email/csv";
import type { EmailOutcome } from "@/lib/email/outcome";
import { EMAIL_CSV_MAX_ROWS } from "@/lib/schemas/limits";
import { csvResponse, csvStream } from "@/server/http/csv";
import type { EmailFilters } from "@/server/upstream/smtp";

import { scanEmailsByOutcome } from "./log-outcome";

/**
 * The filtered email log as CSV, read page by page from the upstream (bounded);
 * with an outcome, the rows of that outcome among the records read.
 */
export async function emailLogCsv(
  filters: EmailFilters,
  outcome?: EmailOutcome,
): Promise<Response> {
  const { limit: _l, offset: _o, ...rest } = filters;
  const { items, complete } = await scanEmailsByOutcome(rest, outcome, EMAIL_CSV_MAX_ROWS);
  return csvResponse(
    csvStream(items.map(emailCsvRow), EMAIL_CSV_COLUMNS),
    complete ? "email-log.csv" : `email-log-first-${EMAIL_CSV_MAX_ROWS}.csv`,
  );
}
