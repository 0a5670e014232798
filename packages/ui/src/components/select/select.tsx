import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl } from '../field/field';
import { inputClasses } from '../input/input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<React.ComponentProps<'select'>, 'onChange'> & {
  options: SelectOption[];
  /** Shown first with an empty value, e.g. `Pilih device`. */
  placeholder?: string;
  onValueChange?: (value: string) => void;
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
};

/** Native select (best on mobile and with screen readers), styled like the inputs. */
export function Select({ options, placeholder, onValueChange, onChange, className, ...props }: SelectProps) {
  const controlProps = useFieldControl(props);
  return (
    <div data-slot="select" className="relative">
      <select
        className={cn(inputClasses, 'cursor-pointer appearance-none pr-9', className)}
        onChange={(event) => {
          onChange?.(event);
          onValueChange?.(event.target.value);
        }}
        {...controlProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-600"
      />
    </div>
  );
}
