import type { ComponentProps, ReactNode } from "react";

/**
 * A Viber message as its reader sees it, a chat bubble: the image on top, the
 * text, the button and where it leads, a last small line. The campaign page
 * shows a campaign's message with it (campaign-message.tsx), the composer the
 * message being written (composer/composer-panels.tsx). The image is the
 * caller's: when a remote image may be fetched differs between the two.
 */
export function MessagePreview({
  image,
  text,
  button,
  footer,
}: {
  image?: ReactNode;
  text: ReactNode;
  button?: { text: ReactNode; link?: ReactNode } | null;
  footer?: ReactNode;
}) {
  return (
    <div className="w-[85%] max-w-72 overflow-hidden rounded-2xl rounded-tl-sm bg-background pb-2 shadow-sm">
      {image}
      {text && <p className="px-3 pt-2 text-sm break-words whitespace-pre-wrap">{text}</p>}
      {button && (
        <div className="px-3 pt-2">
          <span className="block rounded-full bg-primary px-3 py-1.5 text-center text-sm font-medium break-words text-primary-foreground">
            {button.text}
          </span>
          {button.link}
        </div>
      )}
      {footer && <p className="px-3 pt-1 text-right text-[11px] text-muted-foreground">{footer}</p>}
    </div>
  );
}

/**
 * The bubble's image, full width; without `src`, `placeholder` (why there is no
 * image yet) stands in its place, as large.
 */
export function BubbleImage({
  placeholder,
  src,
  alt,
  ...img
}: ComponentProps<"img"> & { placeholder: ReactNode }) {
  if (!src)
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-1 bg-muted/60 p-3 text-center text-xs text-muted-foreground">
        {placeholder}
      </div>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- any remote address, of any size: not optimisable
    <img src={src} alt={alt} className="aspect-[4/3] w-full bg-muted object-cover" {...img} />
  );
}
