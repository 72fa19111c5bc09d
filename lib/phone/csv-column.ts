import Papa from "papaparse";

export interface PhoneColumn {
  /** blank rows kept, so positions stay line numbers */
  entries: string[];
  /** null when the file has no header row */
  column: string | null;
  headerRows: number;
  columnIndex: number;
  rows: string[][];
}

const HEADER_NAME = /phone|number|mobile|msisdn|tel|cell|viber|recipient|телефон|номер/i;
const looksLikePhone = (cell: string) => cell.replace(/\D/g, "").length >= 7;

/** The column a header names as a phone, else the one whose cells most often look like numbers. */
export function readPhoneColumn(text: string): PhoneColumn {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const rows = parsed.data.map((r) => (Array.isArray(r) ? r.map((c) => String(c ?? "")) : []));
  if (rows.length > 0 && rows.at(-1)!.every((c) => c.trim() === "")) rows.pop();
  const first = rows[0] ?? [];
  // a first row is a header only if it names a phone column; otherwise it is data, never skipped
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
