import { formatDateTime, zoneLabel } from "./datetime";

/** Display formatting shared by every page (browser-safe). */

const integer = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export function formatNumber(n: number | null | undefined): string {
  return n === null || n === undefined || Number.isNaN(n) ? "—" : integer.format(n);
}

/** "1 click", "1,370 clicks": a count with its noun, for text that is read out. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** part / whole as a percentage; "—" when the whole is zero (no rate yet). */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? percent.format(part / whole) : "—";
}

/**
 * A price. `decimals` fixes the number of decimals (a column of prices lines up:
 * "€0.0200" above "€0.0212", not "€0.02"); by default up to four, as needed.
 */
export function formatMoney(amount: number, currency: string, decimals?: number): string {
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals ?? 4,
    }).format(amount);
  } catch {
    return `${amount.toFixed(decimals ?? 4)} ${currency}`;
  }
}

/** A total in whole cents (a single price keeps its four decimals: formatMoney). */
export function formatMoneyTotal(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
  } catch {
    return formatMoney(amount, currency);
  }
}

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/**
 * An upstream `YYYY-MM-DD HH:MM:SS` (a wall clock in the account's zone) in the
 * house format of lib/datetime, e.g. "2026-11-22 14:05 UTC": the account's zone
 * is always explicit. A text that is no date is shown as it came, with the zone.
 */
export function formatUpstreamDateTime(text: string | null | undefined, timeZone: string): string {
  if (!text) return "—";
  const shown = formatDateTime(text, timeZone);
  return shown === "—" ? `${text.slice(0, 16)} ${zoneLabel(timeZone)}` : shown;
}
