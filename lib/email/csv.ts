import type { SentEmail } from "@/lib/schemas/resources";

/** The email log's CSV columns, the same in the server's export and the lookup's. */
export const EMAIL_CSV_COLUMNS = [
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
] as const;

export type EmailCsvRow = Record<(typeof EMAIL_CSV_COLUMNS)[number], unknown>;

/** One sent email as a CSV row: the tracking counts as their own columns. */
export function emailCsvRow(e: SentEmail): EmailCsvRow {
  return {
    id: e.id,
    send_date: e.send_date,
    sender: e.sender,
    recipient: e.recipient,
    subject: e.subject,
    smtp_answer_code: e.smtp_answer_code,
    smtp_answer_subcode: e.smtp_answer_subcode,
    total_size: e.total_size,
    opens: e.tracking.open,
    clicks: e.tracking.click,
  };
}

/**
 * A lookup's result as CSV: every id that was asked for, found or not (`found`
 * says which), found ones first in the order they came. Cells that a spreadsheet
 * would run as a formula are neutralised, as in the server's export.
 */
export async function lookupCsv(result: {
  items: SentEmail[];
  missing: string[];
}): Promise<string> {
  const { default: Papa } = await import("papaparse");
  const fields = ["id", "found", ...EMAIL_CSV_COLUMNS.slice(1)];
  const rows: Record<string, unknown>[] = [
    ...result.items.map((e) => ({ ...emailCsvRow(e), found: "yes" })),
    ...result.missing.map((id) => ({ id, found: "no" })),
  ];
  const data = rows.map((r) => fields.map((f) => r[f] ?? ""));
  return `${Papa.unparse({ fields, data }, { escapeFormulae: true, newline: "\n" })}\n`;
}
