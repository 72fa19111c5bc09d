import "server-only";

import { zoneLabel } from "@/lib/datetime";
import { EMAIL_CSV_COLUMNS, emailCsvRow } from "@/lib/email/csv";
import { emailLogFilterWords, emailLogScopeWords } from "@/lib/email/log-scope";
import type { EmailOutcome } from "@/lib/schemas/email/outcomes";
import { env } from "@/server/env";
import { csvResponse, csvStream } from "@/server/http/csv";
import type { EmailFilters } from "@/server/upstream/smtp";

import { scanEmailLog } from "./log-outcome";

/** The same window as the page (lib/email/log-scope.ts), described in a first `#` line. */
export async function emailLogCsv(
  filters: EmailFilters,
  outcome?: EmailOutcome,
): Promise<Response> {
  const { limit: _l, offset: _o, ...rest } = filters;
  const { items, scope } = await scanEmailLog(rest, outcome);
  const note = `# ${emailLogFilterWords(rest)} ${emailLogScopeWords(scope, zoneLabel(env().MESSAGING_API_TIMEZONE))}`;
  return csvResponse(
    csvStream(items.map(emailCsvRow), EMAIL_CSV_COLUMNS, note),
    scope.complete ? "email-log.csv" : `email-log-newest-${scope.read}.csv`,
  );
}
