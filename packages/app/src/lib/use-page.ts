import { paginate, totalPages } from '@wuz/ui';
import { useEffect, useState } from 'react';

/** Client-side paging that goes back to page 1 whenever the list size or the search changes. */
export function usePage<T>(items: readonly T[], pageSize: number, resetKey: unknown = '') {
  const [page, setPage] = useState(1);
  const count = items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset follows the size and the search
  useEffect(() => setPage(1), [count, resetKey]);
  const pages = totalPages(count, pageSize);
  const current = Math.min(page, Math.max(pages, 1));
  return { page: current, setPage, pages, items: paginate(items, current, pageSize) };
}
