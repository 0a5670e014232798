import { Search, X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { inputClasses } from '../input/input';

export type SearchInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name of the search box. */
  label?: string;
  /** Number of matches; shown (and announced) while a search is active. */
  resultCount?: number;
  resultText?: (count: number) => string;
};

const defaultResultText = (count: number) => `${count} hasil ditemukan`;

/** Search box with a clear button (also Escape) and a live result count. */
export function SearchInput({
  value,
  onValueChange,
  label = 'Cari',
  resultCount,
  resultText = defaultResultText,
  className,
  placeholder = 'Cari...',
  ...props
}: SearchInputProps) {
  const active = value.trim() !== '';
  return (
    <div data-slot="search-input" className={cn('flex flex-col gap-1.5', className)}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-600"
        />
        <input
          type="search"
          aria-label={label}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onValueChange('');
            }
          }}
          className={cn(inputClasses, 'pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none')}
          {...props}
        />
        {value && (
          <button
            type="button"
            aria-label="Hapus pencarian"
            onClick={() => onValueChange('')}
            className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center text-neutral-600 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <p aria-live="polite" className="min-h-4 text-xs text-neutral-600">
        {active && resultCount !== undefined ? resultText(resultCount) : ''}
      </p>
    </div>
  );
}
