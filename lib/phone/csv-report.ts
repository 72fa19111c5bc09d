import { readPhoneColumn } from "./csv-column";

export interface CsvPhones {
  values: string[];
  column: string;
  headerRow: boolean;
  /** 1-based lines */
  emptyRows: number[];
}

/** Rows without a phone are listed, not dropped. */
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
