import { Check, Copy, X } from 'lucide-react';
import * as React from 'react';
import { Button, type ButtonProps } from '../button/button';

type CopyState = 'idle' | 'copied' | 'failed';

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> & {
  value: string;
  /** Names what is copied, e.g. `Token`; the button reads `Salin Token`. */
  label?: string;
  onCopied?: () => void;
  onCopyError?: (error: unknown) => void;
  /** Show the text label next to the icon. */
  showLabel?: boolean;
  /** How long the success or failure state stays, in ms. */
  resetAfter?: number;
};

const icons = { idle: Copy, copied: Check, failed: X };

/** Copies `value` with the Clipboard API and shows whether it worked. */
export function CopyButton({
  value,
  label = '',
  onCopied,
  onCopyError,
  showLabel = false,
  resetAfter = 2000,
  variant = 'outline',
  size,
  ...props
}: CopyButtonProps) {
  const [state, setState] = React.useState<CopyState>('idle');
  React.useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), resetAfter);
    return () => clearTimeout(timer);
  }, [state, resetAfter]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      onCopied?.();
    } catch (error) {
      setState('failed');
      onCopyError?.(error);
    }
  };

  const text = { idle: `Salin ${label}`.trim(), copied: 'Disalin', failed: 'Gagal menyalin' }[state];
  const Icon = icons[state];
  return (
    <Button
      data-slot="copy-button"
      data-state={state}
      variant={variant}
      size={size ?? (showLabel ? 'sm' : 'icon-sm')}
      onClick={copy}
      aria-label={showLabel ? undefined : text}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={state === 'copied' ? 'text-paid-fg' : state === 'failed' ? 'text-failed-fg' : undefined}
      />
      {showLabel && text}
      <span className="sr-only" aria-live="polite">
        {state === 'idle' ? '' : text}
      </span>
    </Button>
  );
}
