import { ApiError } from "@/lib/queries/api-client";
import type { FormField, ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { fieldForBodyPath } from "@/lib/schemas/viber/campaign-form-body";

export interface PlacedServerError {
  /** field → message, for the fields the server named */
  fields: Partial<Record<FormField, string>>;
  /** what to show above the form */
  banner: { title: string; message: string };
  /** the campaign may exist even though no answer said so */
  maybeCreated: boolean;
}

/** `field: message` at the start of an upstream refusal (the embedded API's style). */
const NAMED_FIELD = /refused this: ([a-z_]+(?:\.[a-z_0-9]+)*): /i;

/**
 * A failed create → the fields to mark and the words above the form. Console
 * validation carries `fields` (body paths); an upstream refusal names its field
 * in the message when it can.
 */
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
  // a timeout, or a reply lost on the way: the server keeps (and replays) this answer for its key
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
