"use client";

import { ExternalLinkIcon, ImageIcon } from "lucide-react";
import { Fragment, useState } from "react";

import { Button } from "@/components/ui/button";
import type { Campaign } from "@/lib/schemas/resources";

import { BubbleImage, MessagePreview } from "./message-preview";

/**
 * A campaign's message on its page: text, button and image, with where the
 * links lead. The image is not fetched until asked for: it lives on a
 * third-party host, and loading it would tell that host who is looking at the
 * console.
 */
export function CampaignMessage({
  campaign: c,
}: {
  campaign: Pick<Campaign, "message" | "button_text" | "button_link" | "image_link">;
}) {
  return (
    <div className="grid rounded-2xl bg-muted p-3">
      <MessagePreview
        image={c.image_link && <RemoteImage link={c.image_link} />}
        text={
          c.message || (
            <span className="text-muted-foreground">No text: an image-only message.</span>
          )
        }
        button={
          c.button_text
            ? { text: c.button_text, link: c.button_link && <ExternalLink href={c.button_link} /> }
            : null
        }
      />
    </div>
  );
}

function RemoteImage({ link }: { link: string }) {
  const [show, setShow] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <BubbleImage
        src={show && !failed ? link : undefined}
        alt="The campaign's image"
        onError={() => setFailed(true)}
        placeholder={
          <>
            <ImageIcon className="size-6" aria-hidden="true" />
            <span>{failed ? "The image could not be loaded." : "Image"}</span>
            {!show && (
              <Button variant="outline" size="sm" onClick={() => setShow(true)}>
                Show image
              </Button>
            )}
          </>
        }
      />
      <div className="px-3 pt-1">
        <ExternalLink href={link} />
      </div>
    </>
  );
}

function ExternalLink({ href }: { href: string }) {
  const safe = /^https?:\/\//i.test(href);
  return safe ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground underline-offset-4 hover:underline"
    >
      <span className="min-w-0 break-words">{breakable(href)}</span>
      <ExternalLinkIcon className="size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : (
    <span className="mt-1 block text-xs break-words text-muted-foreground">{breakable(href)}</span>
  );
}

/**
 * A link that may wrap after its separators (/ . ? & = -) rather than in the
 * middle of a word; a part longer than the line still breaks (break-words).
 */
function breakable(href: string) {
  return href.split(/(?<=[/.?&=#-])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
