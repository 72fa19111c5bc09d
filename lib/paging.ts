export const PAGE_SIZES = [25, 50, 100] as const;

/** The page and its server prefetch read them alike. */
export function readPaging(values: { page?: string; size?: string }, defaultSize = 25) {
  const page = Math.max(1, Math.floor(Number(values.page ?? 1)) || 1);
  const requested = Number(values.size ?? defaultSize);
  const pageSize = (PAGE_SIZES as readonly number[]).includes(requested) ? requested : defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** `page` may be past the last one (a link or a shrinking list can lead there). */
export function pageWindow(total: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  return { pages, hasNext: page < pages, pastEnd: page > pages };
}
