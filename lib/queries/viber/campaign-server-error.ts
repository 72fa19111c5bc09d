import { ApiError } from "@/lib/queries/api-client";
import type { FormField, ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { fieldForBodyPath } from "@/lib/schemas/viber/campaign-form-body";

export interface PlacedServerError {
  fields: Partial<Record<FormField, string>>;
  banner: { title: string; message: string };
  /** the campaign may exist even though no answer said so */
  maybeCreated: boolean;
}

/** the embedded API's style */
const NAMED_FIELD = /refused this: ([a-z_]+(?:\.[a-z_0-9]+)*): /i;

export function placeServerError(
  err: unknown,
  audience: ViberCampaignFormValues["audience"],
): PlacedServerError {
  const fields: Partial<Record<FormField, string>> = {};
  if (!(err instanceof ApiError))
    return {
      fields,
      banner: {
        title: "The campaign was not created",
        message: "Something went wrong. Try again.",
      },
      maybeCreated: false,
    };
  for (const [path, message] of Object.entries(err.fields ?? {})) {
    const field = fieldForBodyPath(path.split("."), audience);
    if (field) fields[field] ??= message;
  }
  if (err.code === "upstream_rejected") {
    const named = NAMED_FIELD.exec(err.message);
    const field = named?.[1] ? fieldForBodyPath(named[1].split("."), audience) : null;
    if (field) fields[field] ??= err.message;
  }
  // a timeout or a lost reply: the server replays this answer for the key
  const maybeCreated = err.code === "upstream_timeout" || err.outcome === "unknown";
  const title =
    err.code === "upstream_rejected"
      ? "The Messaging API refused the campaign"
      : err.code === "validation_failed"
        ? "Some fields need attention"
        : maybeCreated
          ? "No confirmation from the Messaging API"
          : "The campaign was not created";
  const message = maybeCreated
    ? `${err.message} The campaign may have been created: check the campaign list before changing anything and sending again.`
    : err.message;
  return { fields, banner: { title, message }, maybeCreated };
}
