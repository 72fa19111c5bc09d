"use client";

import { ExternalLinkIcon, ImageIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { Campaign } from "@/lib/schemas/resources";

/**
 * The message as a reader sees it: text, button and image. The image is not
 * fetched until asked for: it lives on a third-party host, and loading it would
 * tell that host who is looking at the console.
 */
export function MessagePreview({
  campaign: c,
}: {
  campaign: Pick<Campaign, "message" | "button_text" | "button_link" | "image_link">;
}) {
  const [showImage, setShowImage] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <div className="grid max-w-md gap-3 rounded-2xl rounded-tl-sm border bg-muted/40 p-4">
      {c.image_link && (
        <div className="grid gap-2">
          {showImage && !imageFailed ? (
            // eslint-disable-next-line @next/next/no-img-element -- a remote image of any size, shown as is
            <img
              src={c.image_link}
              alt="The campaign's image"
              className="max-h-64 w-full rounded-lg border object-cover"
              onError={() => setImageFailed(true)}
            />
          ) : (
            <div className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
              <ImageIcon className="size-4" aria-hidden="true" />
              <span>{imageFailed ? "The image could not be loaded." : "Image"}</span>
              {!showImage && (
                <Button variant="outline" size="sm" onClick={() => setShowImage(true)}>
                  Show image
                </Button>
              )}
            </div>
          )}
          <ExternalLink href={c.image_link} />
        </div>
      )}
      {c.message ? (
        <p className="text-sm break-words whitespace-pre-wrap">{c.message}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No text: an image-only message.</p>
      )}
      {c.button_text && (
        <div className="grid gap-1">
          <span className="rounded-full bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground">
            {c.button_text}
          </span>
          {c.button_link && <ExternalLink href={c.button_link} />}
        </div>
      )}
    </div>
  );
}

function ExternalLink({ href }: { href: string }) {
  const safe = /^https?:\/\//i.test(href);
  return safe ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-0 items-center gap-1 text-xs break-all text-muted-foreground underline-offset-4 hover:underline"
    >
      <span className="min-w-0 break-all">{href}</span>
      <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : (
    <span className="text-xs break-all text-muted-foreground">{href}</span>
  );
}
