import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

export const overlayClasses = 'fixed inset-0 z-50 bg-neutral-950/50';
export const dialogContentClasses =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card border border-neutral-200 bg-white p-6 shadow-overlay focus:outline-none';

/** Dialogs opened without a Radix trigger give focus back to the element that opened them. */
export function useReturnFocus() {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: React.ReactNode;
  size?: keyof typeof sizes;
  className?: string;
};

/** Dialog with a title, optional description, body and footer; Escape, overlay click and × close it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="modal-overlay" className={overlayClasses} />
        <Dialog.Content
          {...returnFocus}
          data-slot="modal"
          className={cn(dialogContentClasses, sizes[size], className)}
          // Without a description, tell Radix there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-semibold text-neutral-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="text-sm text-neutral-600">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label="Tutup"
              className="-m-1 cursor-pointer rounded-md p-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
          {footer && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
