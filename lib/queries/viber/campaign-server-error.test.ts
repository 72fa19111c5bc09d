import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/queries/api-client";

import { placeServerError } from "./campaign-server-error";

describe("placeServerError", () => {
  it("puts console validation messages on the fields the body paths name", () => {
    const err = new ApiError(400, "validation_failed", "message: At most 1000 characters", {
      message: "At most 1000 characters",
      "additional.button.link": "Must be an http(s) link",
      "recipients.4": "Phone numbers are 7–15 digits",
    });
    const placed = placeServerError(err, "phones");
    expect(placed.fields).toEqual({
      message: "At most 1000 characters",
      button_link: "Must be an http(s) link",
      phones_text: "Phone numbers are 7–15 digits",
    });
    expect(placed.banner.title).toBe("Some fields need attention");
  });

  it("places an upstream refusal that names its field, and shows it whole", () => {
    const err = new ApiError(
      422,
      "upstream_rejected",
      "The Messaging API refused this: message: a system message must be exactly the text of an approved template (code 422)",
    );
    const placed = placeServerError(err, "phones");
    expect(placed.fields.message).toBe(err.message);
    expect(placed.banner).toEqual({
      title: "The Messaging API refused the campaign",
      message: err.message,
    });
  });

  it("keeps an unplaceable refusal above the form only", () => {
    const err = new ApiError(
      422,
      "upstream_rejected",
      "The Messaging API refused this: Account expired",
    );
    expect(placeServerError(err, "book").fields).toEqual({});
  });

  it("warns that a timed-out create may have happened", () => {
    const err = new ApiError(504, "upstream_timeout", "The Messaging API did not answer in time.");
    const placed = placeServerError(err, "phones");
    expect(placed.maybeCreated).toBe(true);
    expect(placed.banner.message).toMatch(/may have been created/);
  });

  it("warns the same when the reply was lost (outcome unknown), and only then", () => {
    const lost = new ApiError(
      502,
      "upstream_unavailable",
      "The Messaging API is having trouble right now.",
      undefined,
      false,
      "unknown",
    );
    expect(placeServerError(lost, "phones")).toMatchObject({
      maybeCreated: true,
      banner: { title: "No confirmation from the Messaging API" },
    });
    const refused = new ApiError(502, "upstream_unavailable", "Cannot be reached.");
    expect(placeServerError(refused, "phones").maybeCreated).toBe(false);
  });
});
