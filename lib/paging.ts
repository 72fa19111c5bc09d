/**
 * Where a page stands in a list of `total` rows (pages are 1-based): how many
 * pages there are, whether a next one holds rows, and whether `page` is past the
 * last one (a link or a shrinking list can lead there).
 */
export function pageWindow(total: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  return { pages, hasNext: page < pages, pastEnd: page > pages };
}
