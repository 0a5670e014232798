import * as React from 'react';
import { cn } from '../../lib/cn';

interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

const FieldContext = React.createContext<FieldControl | null>(null);

/** Props a control inside a `Field` needs (id and the links to hint and error); own props win. */
export function useFieldControl<P extends { id?: string; 'aria-describedby'?: string }>(props: P) {
  const field = React.useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': field['aria-invalid'],
  };
}

export type FieldProps = React.ComponentProps<'div'> & {
  label: React.ReactNode;
  /** Help text under the control. */
  hint?: React.ReactNode;
  /** Error text; when set the control is marked invalid. */
  error?: React.ReactNode;
  /** Id of the control; generated when omitted. */
  htmlFor?: string;
  required?: boolean;
};

/** Label, control, hint and error, linked for screen readers through `aria-describedby`/`aria-invalid`. */
export function Field({ label, hint, error, htmlFor, required, className, children, ...props }: FieldProps) {
  const generatedId = React.useId();
  const id = htmlFor ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControl = {
    id,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div data-slot="field" className={cn('flex flex-col gap-1.5', className)} {...props}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-failed-fg">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-failed-fg">
          {error}
        </p>
      )}
    </div>
  );
}
