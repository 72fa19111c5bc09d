import type { EmailSender } from "@/lib/schemas/resources";

/**
 * A sender can send when it is Active, or when the upstream gives no status (an
 * address only GET /smtp/senders lists). The send form offers only these, and the
 * send route refuses any other `from` (server/email/sender-check.ts).
 */
export const senderUsable = (s: EmailSender) => s.status === null || s.status === "Active";
