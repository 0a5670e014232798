import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { pageItems } from '../../lib/pagination';
import { Button } from '../button/button';

export type PaginatorProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Previous, numbered pages (collapsed with ellipses beyond 7) and Next; nothing when there is one page. */
export function Paginator({ page, totalPages, onPageChange, className, ...props }: PaginatorProps) {
  if (totalPages <= 1) return null;
  return (
    <nav
      data-slot="paginator"
      aria-label="Navigasi halaman"
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
      {...props}
    >
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Halaman sebelumnya"
      >
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Sebelumnya</span>
      </Button>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'ghost'}
            size="sm"
            className="min-w-8"
            aria-label={`Halaman ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-neutral-600">
            …
          </span>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Halaman berikutnya"
      >
        <span className="hidden sm:inline">Berikutnya</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
