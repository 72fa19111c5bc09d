/**
 * Headers every answer of the console carries — pages (proxy.ts), API routes
 * (next.config.js repeats them, as plain JavaScript) and, set before Next by the
 * request guard, static files and refusals too (server/http/request-guard.ts).
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
};
