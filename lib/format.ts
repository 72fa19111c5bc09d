import { formatDateTime, zoneLabel } from "./datetime";

const integer = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export function formatNumber(n: number | null | undefined): string {
  return n === null || n === undefined || Number.isNaN(n) ? "—" : integer.format(n);
}

/** For text that is read out. */
export function countOf(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** "—" when the whole is zero (no rate yet) */
export function formatRate(part: number, whole: number): string {
  return whole > 0 ? percent.format(part / whole) : "—";
}

/** `decimals` fixed lines a column up ("€0.0200" above "€0.0212"). */
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

/** A text that is no date is shown as it came, with the zone. */
export function formatUpstreamDateTime(text: string | null | undefined, timeZone: string): string {
  if (!text) return "—";
  const shown = formatDateTime(text, timeZone);
  return shown === "—" ? `${text.slice(0, 16)} ${zoneLabel(timeZone)}` : shown;
}
