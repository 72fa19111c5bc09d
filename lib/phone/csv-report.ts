import { readPhoneColumn } from "./csv-column";

/** What a CSV file gave for the composer's phone list, and the rows that gave nothing. */
export interface CsvPhones {
  /** the raw phone cells, in file order (normalised later, with the rest of the list) */
  values: string[];
  /** the column read: its header, or "column N" when the file has no header */
  column: string;
  headerRow: boolean;
  /** rows with something in them but nothing in the phone column, by 1-based line */
  emptyRows: number[];
}

/**
 * The phone column of a CSV export (see `readPhoneColumn`), as the composer adds
 * it to its list: blank lines skipped, rows without a phone listed, not dropped.
 */
export function extractPhonesFromCsv(text: string): CsvPhones {
  const { entries, rows, column, columnIndex, headerRows } = readPhoneColumn(text);
  const values: string[] = [];
  const emptyRows: number[] = [];
  entries.forEach((cell, i) => {
    if (cell.trim() !== "") values.push(cell.trim());
    else if (rows[i]?.some((c) => c.trim() !== "")) emptyRows.push(headerRows + i + 1);
  });
  return {
    values,
    column: column ?? `column ${columnIndex + 1}`,
    headerRow: headerRows > 0,
    emptyRows,
  };
}
