import { can, type Permission, type Role } from "@/lib/permissions";

export const NOTIFY_CHANNELS = ["console", "email"] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** What a person gets without having chosen: the console on, email off. */
export function defaultSubscribed(channel: NotifyChannel): boolean {
  return channel === "console";
}

/** The people an event names (notifyUsers puts them in `measured.recipients`), if any. */
export function recipientsOf(measured: unknown): number[] | null {
  const list = (measured as { recipients?: unknown } | null)?.recipients;
  if (!Array.isArray(list)) return null;
  return list.filter((n): n is number => Number.isInteger(n));
}

export interface Candidate {
  id: number;
  role: Role;
  active: boolean;
}

/**
 * Who hears of an event on a channel: active people whose role holds the event's
 * permission and who are subscribed to its rule there (or, without a choice, the
 * channel's default). An event naming its recipients reaches only them; an event of
 * no rule naming no one reaches nobody.
 */
export function pickAudience(
  people: readonly Candidate[],
  choices: ReadonlyMap<number, boolean>,
  event: { permission: Permission; ruleId: string | null; measured: unknown },
  channel: NotifyChannel,
): number[] {
  const named = recipientsOf(event.measured);
  if (!event.ruleId && !named) return [];
  return people
    .filter(
      (p) =>
        p.active &&
        can(p.role, event.permission) &&
        (!named || named.includes(p.id)) &&
        (choices.get(p.id) ?? defaultSubscribed(channel)),
    )
    .map((p) => p.id)
    .sort((a, b) => a - b);
}
