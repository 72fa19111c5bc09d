"use client";

import { useQuery } from "@tanstack/react-query";
import { ImageIcon, ImageOffIcon, TriangleAlertIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useWatch } from "react-hook-form";

import { BubbleImage, MessagePreview } from "@/components/viber/message-preview";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import type { PlacedServerError } from "@/lib/queries/viber/campaign-server-error";
import { viberSendersQuery } from "@/lib/queries/viber/senders";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { contentOf } from "@/lib/schemas/viber/campaign-form-body";

const isHttpUrl = (s: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s.trim());

/**
 * The preview beside the form, fed by every keystroke: the message as a Viber
 * chat shows it, from the chosen sender.
 */
export function LivePreview() {
  const values = useWatch() as ViberCampaignFormValues;
  const senders = useQuery(viberSendersQuery);
  const senderName = senders.data?.items.find((s) => s.id === values.sender_id)?.name;
  const content = contentOf(values);
  const text = content.message;
  const button = content.additional.button;
  // the image is fetched once the link has stopped changing, not at every keystroke
  const imageLink = useDebouncedValue(content.additional.image?.link ?? null, 600);
  const empty = !text && !button && imageLink === null;
  const name = senderName || "Your sender name";

  return (
    <section
      aria-labelledby="preview-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div>
        <h2 id="preview-title" className="text-base font-semibold">
          Preview
        </h2>
        <p className="text-xs text-muted-foreground">How the message appears in Viber.</p>
      </div>
      <div className="grid gap-3 rounded-2xl bg-muted p-3" data-testid="viber-preview">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{name}</span>
            <span className="block text-xs text-muted-foreground">Business message</span>
          </span>
        </div>
        {empty ? (
          <p className="rounded-2xl rounded-tl-sm bg-background px-3 py-2 text-sm text-muted-foreground italic">
            The message appears here as you write it.
          </p>
        ) : (
          <MessagePreview
            image={imageLink !== null && <TypedImage key={imageLink} link={imageLink} />}
            text={text}
            button={
              button && {
                text: button.text || "Button text",
                link: button.link && (
                  <span className="mt-1 block truncate text-center text-xs text-muted-foreground">
                    {button.link}
                  </span>
                ),
              }
            }
            footer={values.timing === "now" ? "now" : values.send_at.slice(11, 16) || "—"}
          />
        )}
        {values.resend_sms && (
          <p className="text-xs text-muted-foreground">
            Not delivered in {values.live_hours} h {values.live_minutes} min? An SMS follows
            {values.sms_text.trim() ? `: “${values.sms_text.trim()}”` : "."}
          </p>
        )}
      </div>
    </section>
  );
}

/** The image link being typed: shown once it looks like a web address. */
function TypedImage({ link }: { link: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <BubbleImage
      src={isHttpUrl(link) && !failed ? link : undefined}
      alt="The campaign image"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      placeholder={
        <>
          {link === "" ? (
            <ImageIcon aria-hidden="true" className="size-6" />
          ) : (
            <ImageOffIcon aria-hidden="true" className="size-6" />
          )}
          {link === ""
            ? "Image"
            : failed
              ? "The image could not be loaded"
              : "Not an image link yet"}
        </>
      }
    />
  );
}

/** Why the last create failed, above the form; what was typed is kept. */
export function ServerErrorBanner({ error }: { error: PlacedServerError }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-status-danger/40 bg-status-danger/5 p-4 text-sm"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-status-danger" />
      <div className="grid gap-1">
        <p className="font-medium">{error.banner.title}</p>
        <p>{error.banner.message}</p>
        {error.maybeCreated ? (
          <Link href="/viber/campaigns" className="w-fit text-primary underline underline-offset-4">
            Open the campaign list
          </Link>
        ) : (
          <p className="text-muted-foreground">Everything you entered is kept.</p>
        )}
      </div>
    </div>
  );
}
