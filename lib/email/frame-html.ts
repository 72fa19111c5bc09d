/**
 * An email's HTML for the sandboxed frame, as a mail client shows it: nothing remote loads
 * until asked (a fetch tells the sender the message was read), links open without opener.
 * The policy is a `<meta>` CSP first in <head> (srcdoc has no headers); later markup cannot
 * loosen it. Browser only (DOMParser gives an inert document).
 */

/** `https:` images, styles and fonts only once asked (the page's own CSP allows them, proxy.ts). */
export function framePolicy(remote: boolean): string {
  const https = remote ? " https:" : "";
  return [
    "default-src 'none'",
    `img-src data: cid:${https}`,
    `style-src 'unsafe-inline'${https}`,
    `font-src data:${https}`,
    "form-action 'none'",
  ].join("; ");
}

const REMOTE_URL = /^\s*(?:https?:)?\/\//i;
const REMOTE_IN_SRCSET = /(?:^|,)\s*(?:https?:)?\/\//i;
const REMOTE_IN_CSS = /url\(\s*['"]?\s*(?:https?:)?\/\/|@import/i;

function hasRemoteContent(doc: Document): boolean {
  for (const el of doc.querySelectorAll("[src], [srcset], [background], [poster], [href]")) {
    if (el.localName === "a" || el.localName === "area") continue;
    for (const attr of ["src", "background", "poster", "href"])
      if (REMOTE_URL.test(el.getAttribute(attr) ?? "")) return true;
    if (REMOTE_IN_SRCSET.test(el.getAttribute("srcset") ?? "")) return true;
  }
  for (const el of doc.querySelectorAll("[style]"))
    if (REMOTE_IN_CSS.test(el.getAttribute("style") ?? "")) return true;
  for (const el of doc.querySelectorAll("style"))
    if (REMOTE_IN_CSS.test(el.textContent ?? "")) return true;
  return false;
}

function meta(doc: Document, attrs: Record<string, string>): HTMLMetaElement {
  const el = doc.createElement("meta");
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

export interface FramedHtml {
  srcDoc: string;
  /** "Show remote images" is offered */
  remoteContent: boolean;
}

export function frameHtml(html: string, remote: boolean): FramedHtml {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const remoteContent = hasRemoteContent(doc);
  // what the email may not decide: a base URL, a refresh, its own policies, preconnects
  // (a connection tells the sender too)
  for (const el of doc.querySelectorAll(
    "base, meta[http-equiv], meta[name='referrer' i], link:not([rel~='stylesheet' i])",
  ))
    el.remove();
  for (const a of doc.querySelectorAll("a[href], area[href]")) {
    a.setAttribute("target", "_blank");
    a.setAttribute("rel", "noopener noreferrer");
    a.removeAttribute("ping");
  }
  doc.head.prepend(
    meta(doc, { "http-equiv": "Content-Security-Policy", content: framePolicy(remote) }),
    meta(doc, { name: "referrer", content: "no-referrer" }),
    meta(doc, { "http-equiv": "x-dns-prefetch-control", content: "off" }),
  );
  // the doctype kept (or none): standards or quirks mode as it was written for
  const doctype = doc.doctype ? `${new XMLSerializer().serializeToString(doc.doctype)}\n` : "";
  return { srcDoc: doctype + doc.documentElement.outerHTML, remoteContent };
}
