import { pick, seededRandom } from "../random";
import type { NewCampaign } from "./campaign-store";
import { DEMO_THEMES, DEMO_VIBER_TEMPLATES, imageFor } from "./demo-content";

export interface Ref {
  id: number;
  name: string;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const SYSTEM_NAMES = [
  "Shipping notices",
  "Verification codes",
  "Payment confirmations",
  "Appointment reminders",
  "Parcel pick-up reminders",
];
const COMBINATIONS = ["text-button-image", "text-button", "text", "image", "system"] as const;
const OPERATORS = [50, 63, 66, 67, 68, 73, 93, 95, 96, 97, 98, 99];

/** The 100,000-recipient campaign, already sent (it starts before the blacklist exists). */
export function blackFridayCampaign(now: Date, sender: Ref, book: Ref): NewCampaign {
  const sendDate = new Date(now.getTime() - 40 * DAY);
  const created = new Date(sendDate.getTime() - 2 * DAY);
  return {
    name: "Black Friday — all customers",
    message_type: 2,
    message:
      "Black Friday is here: up to 70% off everything, online and in every store, until midnight on Sunday.",
    button_text: "Shop Black Friday",
    button_link: "https://demo-shop.example/black-friday",
    image_link: imageFor("black-friday"),
    address_book_id: book.id,
    recipients: null,
    sender_id: sender.id,
    sender_name: sender.name,
    message_live_time: 86400,
    send_date: sendDate,
    stretch_time: 4,
    resend_sms: false,
    sms_text: null,
    sms_sender_name: null,
    status: null,
    created,
    moderation_until: new Date(created.getTime() + 2 * MIN),
  };
}

/**
 * ~40 campaigns over the last 60 days in every state — 2 in moderation, 4
 * approved and waiting, 2 sending, the rest sent — and every content combination.
 * Past ones are left for the lifecycle tick to start, exactly as live ones are.
 */
export function demoCampaigns(
  now: Date,
  promoSenders: Ref[],
  systemSenders: Ref[],
  books: Record<string, Ref>,
): NewCampaign[] {
  const random = seededRandom(20251128);
  const t = now.getTime();
  const audiences = ["VIP clients", "Kyiv store visitors", null, "Staff and testers", null];
  return Array.from({ length: 40 }, (_, i): NewCampaign => {
    const kind = COMBINATIONS[i % COMBINATIONS.length] ?? "text";
    const system = kind === "system";
    const theme = DEMO_THEMES[i % DEMO_THEMES.length] ?? pick(random, DEMO_THEMES);
    const template = DEMO_VIBER_TEMPLATES[i % DEMO_VIBER_TEMPLATES.length] ?? "";
    const sender = pick(random, system ? systemSenders : promoSenders);
    const bookName =
      i === 3 ? "Loyalty members" : i % 9 === 4 ? "Newsletter opt-ins" : audiences[i % 5];
    const book = bookName ? books[bookName] : undefined;
    const recipients = book ? null : manualPhones(random, 20 + Math.floor(random() * 280));

    let sendDate: number;
    let created: number;
    let status: string | null = null;
    let stretch = pick(random, [0, 0, 0, 1, 2]);
    if (i < 2) {
      created = t - (30 + i * 40) * 1000;
      sendDate = i === 0 ? created : t + DAY + 10 * HOUR;
      status = "moderation";
    } else if (i < 6) {
      created = t - (2 + i) * HOUR;
      sendDate = t + (i - 1) * 2 * DAY + Math.floor(random() * 8) * HOUR;
    } else if (i < 8) {
      stretch = i === 6 ? 3 : 5;
      sendDate = t - (i === 6 ? 40 : 70) * MIN;
      created = sendDate - HOUR;
    } else {
      sendDate = t - (2 + ((i - 8) * 58) / 32) * DAY - Math.floor(random() * 10) * HOUR;
      created = sendDate - (random() < 0.5 ? 0 : Math.floor(random() * 48) * HOUR);
    }
    const resend = system && i % 2 === 0;
    return {
      name: system
        ? `${SYSTEM_NAMES[i % SYSTEM_NAMES.length]} — ${bookName ?? "selected clients"}`
        : `${theme.name} — ${bookName ?? "selected clients"}`,
      message_type: system ? 3 : 2,
      message: system ? template : kind === "image" ? null : theme.message,
      button_text: kind.includes("button") ? theme.button : null,
      button_link: kind.includes("button") ? theme.link : null,
      image_link: kind === "image" || kind === "text-button-image" ? imageFor(theme.name) : null,
      address_book_id: book?.id ?? null,
      recipients,
      sender_id: sender.id,
      sender_name: sender.name,
      message_live_time: pick(random, [600, 3600, 7200, 21600, 86400]),
      send_date: new Date(sendDate),
      stretch_time: stretch,
      resend_sms: resend,
      resend_sms_status: resend && i >= 8 ? 1 : null,
      sms_text: resend ? template : null,
      sms_sender_name: resend ? sender.name : null,
      status,
      created: new Date(created),
      moderation_until: new Date(created + (i === 1 ? 6 * HOUR : 2 * MIN)),
    };
  });
}

function manualPhones(random: () => number, n: number): string[] {
  return Array.from(
    { length: n },
    () => `380${pick(random, OPERATORS)}${String(Math.floor(random() * 1e7)).padStart(7, "0")}`,
  );
}
