import "server-only";

function csvCell(v: unknown): string {
  const s =
    typeof v === "string"
      ? v
      : typeof v === "number" || typeof v === "boolean" || typeof v === "bigint"
        ? String(v)
        : v === null || v === undefined
          ? ""
          : JSON.stringify(v);
  // Neutralise spreadsheet formulas and quote what needs quoting.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** `note` is a `#` line before the header. */
export function csvStream<T extends Record<string, unknown>>(
  rows: T[],
  columns: readonly (keyof T & string)[],
  note?: string,
): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    start(c) {
      // one field on one line, whatever reads it: no comma, quote or line break survives
      const first = note === undefined ? "" : `${note.replace(/[,"\r\n]/g, " ")}\n`;
      c.enqueue(enc.encode(`${first}${columns.join(",")}\n`));
    },
    pull(c) {
      const end = Math.min(rows.length, i + 2000);
      let chunk = "";
      for (; i < end; i++) chunk += `${columns.map((k) => csvCell(rows[i]![k])).join(",")}\n`;
      if (chunk) c.enqueue(enc.encode(chunk));
      if (i >= rows.length) c.close();
    },
  });
}

export function csvResponse(stream: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
