import "server-only";

import { db } from "@/server/db/client";
import { notifications } from "@/server/db/schema";
import { audience } from "@/server/watch/audience";
import { registerChannel } from "@/server/watch/events";

/**
 * The bell: a row per person told. The row's key is (user, event), so a fan-out
 * run again inserts nothing new.
 */
export async function deliverToConsole(event: Parameters<typeof audience>[0]): Promise<number> {
  const userIds = await audience(event, "console");
  if (!userIds.length) return 0;
  const inserted = await (
    await db()
  )
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, eventId: event.id })))
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  return inserted.length;
}

registerChannel("console", async (event) => {
  await deliverToConsole(event);
});
