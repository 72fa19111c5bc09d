/** RECIPIENT_SORTS repeated so the campaign page does not load zod (a test keeps them equal). */
export const RECIPIENT_ORDERS = [
  { value: "-send_date", label: "Sent: newest first" },
  { value: "send_date", label: "Sent: oldest first" },
  { value: "-last_update", label: "Last update: newest first" },
  { value: "last_update", label: "Last update: oldest first" },
  { value: "-price", label: "Price: highest first" },
  { value: "price", label: "Price: lowest first" },
] as const;

export interface RecipientFilters {
  status?: string;
  q?: string;
  sort: string;
}

export function recipientFiltersFrom(url: {
  status?: string;
  q?: string;
  sort?: string;
}): RecipientFilters {
  const sort = RECIPIENT_ORDERS.some((o) => o.value === url.sort) ? url.sort! : "-send_date";
  const q = url.q && /^\d{1,20}$/.test(url.q) ? url.q : undefined;
  return { status: url.status || undefined, q, sort };
}
