import { AlertDialog } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { dialogContentClasses, overlayClasses, useReturnFocus } from '../modal/modal';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the action runs: confirm shows a spinner, both buttons are disabled and the dialog stays open. */
  loading?: boolean;
  variant?: 'destructive' | 'primary';
};

/** Asks before an irreversible action, e.g. deleting a device. Focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Hapus',
  cancelLabel = 'Batal',
  onConfirm,
  loading = false,
  variant = 'destructive',
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !loading && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          {...returnFocus}
          data-slot="confirm-dialog"
          className={cn(dialogContentClasses, 'max-w-md')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="text-lg font-semibold text-neutral-900">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="text-sm text-neutral-600">
              {description}
            </AlertDialog.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={loading}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={variant}
              loading={loading}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
