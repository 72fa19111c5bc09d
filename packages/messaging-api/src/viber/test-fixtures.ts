import { viberModule } from ".";
import type { TestMessagingApi } from "../testing";
import { DEMO_PENDING_TEMPLATE, DEMO_VIBER_TEMPLATES } from "./demo-content";

/** Only the Viber module (no SMTP seeding), with a request budget tests do not trip over. */
export const VIBER_ONLY = { modules: [viberModule], maxRps: 10_000 };

export const SENDER = { verified: 1, moderation: 2, blocked: 3 } as const;
export const BOOK = { id: 1, size: 50, base: 380670000000, step: 11 } as const;
export const APPROVED_TEXT = DEMO_VIBER_TEMPLATES[0];
export const PENDING_TEXT = DEMO_PENDING_TEMPLATE;

/** A small fixed world for tests that run without the demo data. */
export async function addViberFixtures(api: TestMessagingApi): Promise<void> {
  await api.db.exec(`
    INSERT INTO viber_senders (id, name, status, service_type, web_site, description, countries, traffic_type, admin_comment) VALUES
      (1, 'TestShop', 'verified', 'Retail', 'https://shop.example', 'Shop', '{UA,PL}', 'promotional', NULL),
      (2, 'NewBrand', 'moderation', 'Retail', 'https://new.example', 'New', '{UA}', 'promotional', NULL),
      (3, 'BadBrand', 'blocked', 'Gambling', 'https://bad.example', 'Bad', '{CY}', 'promotional', 'Not allowed');
    INSERT INTO address_books (id, name, size, phone_base, phone_step, created)
      VALUES (${BOOK.id}, 'Small book', ${BOOK.size}, ${BOOK.base}, ${BOOK.step}, now());
    INSERT INTO viber_templates (name, text, status) VALUES
      ('Shipped', '${APPROVED_TEXT.replace(/'/g, "''")}', 'approved'),
      ('Points', '${PENDING_TEXT.replace(/'/g, "''")}', 'moderation');
  `);
}

/** A valid promo body with manual recipients; tests patch what they examine. */
export const promoBody = (patch: Record<string, unknown> = {}) => ({
  task_name: "Spring sale",
  message_type: 2,
  sender_id: SENDER.verified,
  message_live_time: 3600,
  send_date: "now",
  recipients: ["380501234567", "380501234568"],
  message: "Spring sale: 20% off everything",
  ...patch,
});

export const phones = (n: number, from = 380660000000) =>
  Array.from({ length: n }, (_, i) => String(from + i));
