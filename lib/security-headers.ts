/** Pages (proxy.ts), API routes (next.config.js repeats them) and the request guard set these. */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
};
