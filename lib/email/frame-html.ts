/**
 * An email's HTML made ready for the message page's sandboxed frame, as a mail
 * client shows it: nothing remote loads until the reader asks (an image or a CSS
 * `url()` fetched from the sender's server tells the sender that, and when, the
 * message was read), and links open in a new tab without opener or referrer.
 *
 * The policy goes in a `<meta http-equiv="Content-Security-Policy">` placed first in
 * the frame's <head>: a srcdoc document has no headers of its own. It adds to the
 * console page's policy, which the frame inherits, and later markup cannot loosen it.
 * Runs in the browser only (DOMParser: an inert document, nothing in it loads).
 */

/**
 * The frame's policy: inline and `data:` images only, or `https:` ones too once asked
 * (CSS `url()` images, stylesheets and fonts included: the message page's own policy
 * allows https styles and fonts for this, proxy.ts).
 */
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

/** Whether the email would load anything from elsewhere: images, backgrounds, styles, fonts. */
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
  /** the document for the frame's `srcdoc` */
  srcDoc: string;
  /** true when the email asks for remote images, styles or fonts ("Show remote images" is offered) */
  remoteContent: boolean;
}

export function frameHtml(html: string, remote: boolean): FramedHtml {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const remoteContent = hasRemoteContent(doc);
  // What the email may not decide for itself: a base URL, a refresh, its referrer policy
  // or policies of its own, preconnects and prefetches (a connection tells the sender too).
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
  // the email's doctype kept (or none): standards or quirks mode as it was written for
  const doctype = doc.doctype ? `${new XMLSerializer().serializeToString(doc.doctype)}\n` : "";
  return { srcDoc: doctype + doc.documentElement.outerHTML, remoteContent };
}
