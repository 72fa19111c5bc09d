/** Without zod: the composer needs these at first paint; the body schema applies the same rules. */

/** as MESSAGING-API.md states them */
export const VIBER_LIMITS = {
  MAX_RECIPIENTS: 1000,
  MAX_MESSAGE_LENGTH: 1000,
  MAX_NAME_LENGTH: 255,
  MIN_LIVE_TIME: 60,
  MAX_LIVE_TIME: 86400,
  MIN_STRETCH_HOURS: 0,
  MAX_STRETCH_HOURS: 5,
} as const;

export const VIBER_MESSAGE_TYPE = { promo: 2, system: 3 } as const;
export type ViberMessageType = (typeof VIBER_MESSAGE_TYPE)[keyof typeof VIBER_MESSAGE_TYPE];

/** The server refuses everything else. */
export const VIBER_COMBINATIONS = {
  text: { label: "Text only", types: [2, 3] },
  "text-button-image": { label: "Text, button and image", types: [2] },
  "text-button": { label: "Text and button", types: [2] },
  image: { label: "Image only", types: [2] },
} as const satisfies Record<string, { label: string; types: readonly ViberMessageType[] }>;
export type ViberCombination = keyof typeof VIBER_COMBINATIONS;

interface ContentShape {
  message_type?: number;
  message?: string | null;
  additional?: {
    button?: { text?: string; link?: string } | null;
    image?: { link?: string } | null;
  } | null;
}

export function messageCombination(body: ContentShape): ViberCombination | null {
  return classify(body).combination;
}

type Refusal = { message: string; path: (string | number)[] };

/** The composer shows this live, as the server would say it. */
export function combinationRefusal(body: ContentShape): Refusal | null {
  return classify(body).refusal ?? null;
}

function classify(body: ContentShape): { combination: ViberCombination | null; refusal?: Refusal } {
  const text = typeof body.message === "string" && body.message.length > 0;
  const button = body.additional?.button != null;
  const image = body.additional?.image != null;
  const system = body.message_type === VIBER_MESSAGE_TYPE.system;
  const refuse = (message: string, path: (string | number)[]) => ({
    combination: null,
    refusal: { message, path },
  });

  if (typeof body.message === "string" && !text)
    return refuse("Message text is empty; send null for an image-only message", ["message"]);
  if (system && (button || image))
    return refuse("A system message carries text only: no button and no image", [
      "additional",
      button ? "button" : "image",
    ]);
  if (!text && !image) return refuse("Give message text or an image", ["message"]);
  if (!text && button)
    return refuse("A button needs message text (an image-only message has no button)", ["message"]);
  if (text && image && !button)
    return refuse("Text with an image needs a button as well", ["additional", "button"]);
  if (text && button) return { combination: image ? "text-button-image" : "text-button" };
  if (text) return { combination: "text" };
  return { combination: "image" };
}
