"use client";

import { ImageIcon, ImageOffIcon } from "lucide-react";
import { useMemo, useState, useSyncExternalStore } from "react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { frameHtml } from "@/lib/email/frame-html";

const noSubscribe = () => () => {};

/**
 * The email's HTML in a sandboxed iframe: no scripts, no same-origin access, no
 * forms (`sandbox` without allow-scripts or allow-same-origin); links may open a
 * new, unsandboxed tab. Remote images, styles and fonts stay blocked by the frame's
 * own policy (lib/email/frame-html.ts) until the reader asks, for this view only.
 * Prepared in the browser (DOMParser), so the server renders a placeholder.
 */
export function EmailFrame({ html }: { html: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [remote, setRemote] = useState(false);
  const framed = useMemo(
    () => (inBrowser ? frameHtml(html, remote) : null),
    [inBrowser, html, remote],
  );

  return (
    <div className="grid grid-cols-1 gap-2">
      {framed?.remoteContent &&
        (remote ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md bg-muted/60 px-3 py-2 text-muted-foreground"
          >
            <ImageIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Remote images are shown for this view only. The sender may learn that the message was
            opened.
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-muted/60 px-3 py-2">
            <p className="flex min-w-0 flex-1 basis-64 items-start gap-2 text-muted-foreground">
              <ImageOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Remote images are not shown: loading them may tell the sender when the message was
              opened.
            </p>
            <Button type="button" size="sm" variant="outline" onClick={() => setRemote(true)}>
              <ImageIcon aria-hidden="true" /> Show remote images
            </Button>
          </div>
        ))}
      <div className="overflow-hidden rounded-lg border bg-muted/40 p-2">
        {framed ? (
          <iframe
            title="The email's HTML, as sent"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={framed.srcDoc}
            referrerPolicy="no-referrer"
            loading="lazy"
            className="block h-[28rem] w-full rounded-md border bg-white"
          />
        ) : (
          <Skeleton
            role="status"
            aria-label="Preparing the message"
            className="h-[28rem] w-full rounded-md"
          />
        )}
      </div>
    </div>
  );
}
