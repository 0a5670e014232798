import { Inbox } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  /** Usually a Button, e.g. to add a first device. */
  action?: React.ReactNode;
};

export function EmptyState({ title, description, icon, action, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-neutral-300 px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-neutral-100 text-neutral-600 [&_svg]:size-6"
      >
        {icon ?? <Inbox />}
      </span>
      <div className="flex flex-col gap-1">
        <p className="font-medium text-neutral-900">{title}</p>
        {description && <p className="max-w-sm text-sm text-neutral-600">{description}</p>}
      </div>
      {action}
    </div>
  );
}
