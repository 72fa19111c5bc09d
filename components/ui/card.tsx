import type * as React from "react";

import { slotted } from "./slot";

const Card = slotted(
  "div",
  "card",
  "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
);
const CardHeader = slotted(
  "div",
  "card-header",
  "grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto]",
);
const CardTitle = slotted("div", "card-title", "leading-none font-semibold");
const CardDescription = slotted("div", "card-description", "text-sm text-muted-foreground");
const CardAction = slotted(
  "div",
  "card-action",
  "col-start-2 row-span-2 row-start-1 self-start justify-self-end",
);
const CardContent = slotted("div", "card-content", "px-6");
const CardFooter = slotted("div", "card-footer", "flex items-center px-6 [.border-t]:pt-6");

/** The header of a card that is one section of a page: its title as an h2 (`id` on it), and its description. */
function CardHeading({
  id,
  title,
  description,
}: {
  id?: string;
  title: React.ReactNode;
  description: React.ReactNode;
}) {
  return (
    <CardHeader>
      <CardTitle>
        <h2 id={id}>{title}</h2>
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}

export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardHeading,
  CardTitle,
};
