import { formatDateTime } from "@/lib/datetime";

/**
 * The words of notification email and digests: plain text and a simple HTML
 * twin, with absolute links to the console (its public origin, NEXTAUTH_URL).
 */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

export interface EventForMail {
  title: string;
  summary: string;
  link: string | null;
  createdAt: Date;
  measured: unknown;
}

export function absoluteLink(origin: string, link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    return new URL(link, origin).toString();
  } catch {
    return null;
  }
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** "Measured: 3.1 % (7 of 226) · Window: 1 hour · Threshold: 2 %", as lines. */
export function figureLines(measured: unknown): string[] {
  if (!measured || typeof measured !== "object") return [];
  const m = measured as Record<string, unknown>;
  const lines: string[] = [];
  const add = (label: string, key: string) => {
    if (typeof m[key] === "string" && m[key]) lines.push(`${label}: ${m[key]}`);
  };
  if (typeof m.what === "string" && typeof m.value === "string" && m.value)
    lines.push(`Measured: ${m.what}: ${m.value}`);
  add("Window", "window");
  add("Threshold", "threshold");
  return lines;
}

export function eventMail(event: EventForMail, origin: string, timeZone: string): MailText {
  const url = absoluteLink(origin, event.link);
  const when = formatDateTime(event.createdAt, timeZone);
  const lines = [event.summary, ...figureLines(event.measured), `When: ${when}`].filter(Boolean);
  const text = [event.title, "", ...lines, ...(url ? ["", `Open: ${url}`] : [])].join("\n");
  const html = page(
    `<h2 style="margin:0 0 12px">${escapeHtml(event.title)}</h2>` +
      lines.map((l) => `<p style="margin:4px 0">${escapeHtml(l)}</p>`).join("") +
      (url
        ? `<p style="margin:16px 0"><a href="${escapeHtml(url)}">Open in the console</a></p>`
        : ""),
  );
  return { subject: event.title, text: `${text}\n`, html };
}

export function page(inner: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:14px;color:#111">${inner}<p style="margin-top:24px;color:#666;font-size:12px">You receive this because of your notification settings in the Messaging Console.</p></body></html>`;
}
