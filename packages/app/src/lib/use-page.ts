import { paginate, totalPages } from '@wuz/ui';
import { useEffect, useState } from 'react';

/**
 * Client-side paging that goes back to page 1 whenever one of `resetOn` changes (a list's size, its search or
 * filter). A list that shrinks below the current page shows its last page.
 */
export function usePage<T>(items: readonly T[], pageSize: number, resetOn: readonly unknown[]) {
  const [page, setPage] = useState(1);
  const resetKey = JSON.stringify(resetOn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset follows what the caller names
  useEffect(() => setPage(1), [resetKey]);
  const pages = totalPages(items.length, pageSize);
  const current = Math.min(page, Math.max(pages, 1));
  return { page: current, setPage, pages, items: paginate(items, current, pageSize) };
}
