"use client";

import { ImageIcon, ImageOffIcon } from "lucide-react";
import { useDeferredValue, useState } from "react";

import { contentOf, type ViberCampaignFormValues } from "@/lib/schemas/viber-campaign-form";

const isHttpUrl = (s: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s.trim());

/**
 * The message as a Viber chat bubble: image, text, button, as the recipient
 * sees them — updated as the person types.
 */
export function MessagePreview({
  values,
  senderName,
}: {
  values: ViberCampaignFormValues;
  senderName: string | undefined;
}) {
  const content = contentOf(values);
  const text = content.message;
  const button = content.additional.button;
  const imageLink = useDeferredValue(content.additional.image?.link ?? null);
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
          <div className="w-[85%] max-w-72 overflow-hidden rounded-2xl rounded-tl-sm bg-background shadow-sm">
            {imageLink !== null && <PreviewImage key={imageLink} link={imageLink} />}
            {text && <p className="px-3 pt-2 text-sm break-words whitespace-pre-wrap">{text}</p>}
            {button && (
              <div className="px-3 pt-2">
                <span className="block rounded-full bg-primary px-3 py-1.5 text-center text-sm font-medium break-words text-primary-foreground">
                  {button.text || "Button text"}
                </span>
                {button.link && (
                  <span className="mt-1 block truncate text-center text-xs text-muted-foreground">
                    {button.link}
                  </span>
                )}
              </div>
            )}
            <p className="px-3 pt-1 pb-2 text-right text-[11px] text-muted-foreground">
              {values.timing === "now" ? "now" : values.send_at.slice(11, 16) || "—"}
            </p>
          </div>
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

function PreviewImage({ link }: { link: string }) {
  const [failed, setFailed] = useState(false);
  if (!isHttpUrl(link) || failed)
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-1 bg-muted/60 text-xs text-muted-foreground">
        {link === "" ? (
          <ImageIcon aria-hidden="true" className="size-6" />
        ) : (
          <ImageOffIcon aria-hidden="true" className="size-6" />
        )}
        {link === "" ? "Image" : failed ? "The image could not be loaded" : "Not an image link yet"}
      </div>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- any address the person types; not optimisable
    <img
      src={link}
      alt="The campaign image"
      referrerPolicy="no-referrer"
      className="aspect-[4/3] w-full bg-muted object-cover"
      onError={() => setFailed(true)}
    />
  );
}
