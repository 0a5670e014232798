import { CircleCheck, CircleX, Info } from 'lucide-react';
import type * as React from 'react';
import { type ExternalToast, Toaster as Sonner, toast as sonnerToast } from 'sonner';

/** How long each kind of notice stays, in milliseconds. */
export const TOAST_DURATIONS = { success: 3000, error: 4000, default: 4000 } as const;

type Message = Parameters<typeof sonnerToast>[0];

/** Toast helper applying the product's durations (success 3 s, error 4 s, others 4 s). */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) =>
    sonnerToast(message, { duration: TOAST_DURATIONS.default, ...options }),
  {
    success: (message: Message, options?: ExternalToast) =>
      sonnerToast.success(message, { duration: TOAST_DURATIONS.success, ...options }),
    error: (message: Message, options?: ExternalToast) =>
      sonnerToast.error(message, { duration: TOAST_DURATIONS.error, ...options }),
    info: (message: Message, options?: ExternalToast) =>
      sonnerToast.info(message, { duration: TOAST_DURATIONS.default, ...options }),
    dismiss: sonnerToast.dismiss,
  },
);

export type ToasterProps = React.ComponentProps<typeof Sonner>;

/** Mount once near the root; notices appear at the top right. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-right"
      duration={TOAST_DURATIONS.default}
      visibleToasts={20}
      closeButton
      containerAriaLabel="Notifikasi"
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-4 text-paid-fg" />,
        error: <CircleX aria-hidden="true" className="size-4 text-failed-fg" />,
        info: <Info aria-hidden="true" className="size-4 text-info-fg" />,
      }}
      toastOptions={{
        classNames: {
          toast: 'font-sans !rounded-control !border-neutral-200 !text-neutral-900',
          success: '!border-paid-border',
          error: '!border-failed-border',
        },
      }}
      {...props}
    />
  );
}
