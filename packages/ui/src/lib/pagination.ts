/** Pages beyond this count collapse with ellipses. */
export const MAX_UNCOLLAPSED_PAGES = 7;

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function totalPages(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** Page buttons: all pages up to 7; beyond, the first, the last and the current page's neighbours. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= MAX_UNCOLLAPSED_PAGES) return Array.from({ length: total }, (_, i) => i + 1);
  const start = Math.max(2, current - 1);
  const end = Math.min(total - 1, current + 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page++) items.push(page);
  if (end < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}

/** 1-based positions `from`-`to` of the items shown on `page` (0-0 when empty). */
export function pageRange(page: number, pageSize: number, itemCount: number) {
  if (itemCount === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, itemCount) };
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
