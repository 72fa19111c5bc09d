import "server-only";

import { eq } from "drizzle-orm";

import { db } from "@/server/db/client";
import { consoleSettings } from "@/server/db/schema";
import { assertAllowedSender } from "@/server/email/sender-check";

const KEY = "notification_sender";

/** The address notification email and digests come from (an admin's choice), or null. */
export async function notificationSender(): Promise<string | null> {
  const [row] = await (
    await db()
  )
    .select()
    .from(consoleSettings)
    .where(eq(consoleSettings.key, KEY));
  const value = row?.value as { email?: unknown } | undefined;
  return typeof value?.email === "string" ? value.email : null;
}

/** Picks it: one of the account's senders that can send (or null: no email). */
export async function setNotificationSender(email: string | null): Promise<string | null> {
  if (email) await assertAllowedSender(email);
  const database = await db();
  if (!email) {
    await database.delete(consoleSettings).where(eq(consoleSettings.key, KEY));
    return null;
  }
  await database
    .insert(consoleSettings)
    .values({ key: KEY, value: { email } })
    .onConflictDoUpdate({
      target: consoleSettings.key,
      set: { value: { email }, updatedAt: new Date() },
    });
  return email;
}
