import type { EmailSender } from "@/lib/schemas/resources";

/** No status: an address only GET /smtp/senders lists. The send route refuses any other `from`. */
export const senderUsable = (s: EmailSender) => s.status === null || s.status === "Active";
