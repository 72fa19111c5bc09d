import type { SentEmail } from "@/lib/schemas/resources";

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

/** Every id asked for, found or not; formula cells neutralised as in the server's export. */
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
