import { ImageIcon, MousePointerClickIcon, TypeIcon, type LucideIcon } from "lucide-react";

import type { Campaign } from "@/lib/schemas/resources";

/** What a campaign's message is made of, in the order a reader meets it. */
export function contentParts(c: Pick<Campaign, "message" | "button_text" | "image_link">) {
  const parts: { label: string; icon: LucideIcon }[] = [];
  if (c.message) parts.push({ label: "Text", icon: TypeIcon });
  if (c.button_text) parts.push({ label: "Button", icon: MousePointerClickIcon });
  if (c.image_link) parts.push({ label: "Image", icon: ImageIcon });
  return parts;
}

/** Text / button / image as small icons, each with a name for screen readers and a tooltip. */
export function ContentIcons({
  campaign,
}: {
  campaign: Pick<Campaign, "message" | "button_text" | "image_link">;
}) {
  const parts = contentParts(campaign);
  if (parts.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
      {parts.map(({ label, icon: Icon }) => (
        <span key={label} role="img" aria-label={label} title={label}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      ))}
    </span>
  );
}
