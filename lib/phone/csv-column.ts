import Papa from "papaparse";

/** The phone column of a CSV file, one entry per data row. */
export interface PhoneColumn {
  /** one entry per row after the header, blank rows kept (so positions stay line numbers) */
  entries: string[];
  /** the header's name of the column used, or null when the file has no header row */
  column: string | null;
  /** rows before the first entry (1 with a header): add it to an entry's position for its line */
  headerRows: number;
  /** 0-based index of the column used */
  columnIndex: number;
  /** the data rows' cells, aligned with `entries` */
  rows: string[][];
}

const HEADER_NAME = /phone|number|mobile|msisdn|tel|cell|viber|recipient|телефон|номер/i;
/** A cell that plausibly holds a phone number: at least 7 digits. */
const looksLikePhone = (cell: string) => cell.replace(/\D/g, "").length >= 7;

/**
 * Reads the phone numbers of a CSV export: the column is the one a header row
 * names as a phone, or else the one whose cells most often look like numbers.
 */
export function readPhoneColumn(text: string): PhoneColumn {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const rows = parsed.data.map((r) => (Array.isArray(r) ? r.map((c) => String(c ?? "")) : []));
  // Papaparse yields one empty row for a trailing newline.
  if (rows.length > 0 && rows.at(-1)!.every((c) => c.trim() === "")) rows.pop();
  const first = rows[0] ?? [];
  // Only a row that names a phone column is a header; any other first row is data
  // (reported as an invalid line if it is not a number), never silently skipped.
  const hasHeader = !first.some(looksLikePhone) && first.some((c) => HEADER_NAME.test(c));
  const body = hasHeader ? rows.slice(1) : rows;

  let index = hasHeader ? first.findIndex((c) => HEADER_NAME.test(c)) : -1;
  if (index < 0) index = likeliestColumn(body);
  return {
    entries: body.map((r) => r[index] ?? ""),
    column: hasHeader ? (first[index]?.trim() ?? null) : null,
    headerRows: hasHeader ? 1 : 0,
    columnIndex: index,
    rows: body,
  };
}

function likeliestColumn(rows: string[][]): number {
  const sample = rows.slice(0, 50);
  const width = Math.max(0, ...sample.map((r) => r.length));
  let best = 0;
  let bestScore = -1;
  for (let col = 0; col < width; col++) {
    const score = sample.filter((r) => looksLikePhone(r[col] ?? "")).length;
    if (score > bestScore) [best, bestScore] = [col, score];
  }
  return best;
}
