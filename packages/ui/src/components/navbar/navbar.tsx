import { clsx } from 'clsx';
import { LogOut, Menu, MessageCircle, X } from 'lucide-react';
import * as React from 'react';
import { buttonVariants } from '../button/button-variants';

export interface NavbarUser {
  fullname: string;
  email: string;
}

export interface NavbarLinkProps {
  to: string;
  className?: string;
  children: React.ReactNode;
  'aria-current'?: 'page';
  onClick?: () => void;
}

export type NavbarProps = {
  /** The logged-in user; null for a guest. */
  user: NavbarUser | null;
  isAdmin?: boolean;
  /** Path of the current page; its link is highlighted. */
  activePath: string;
  /** The backend's API documentation, opened in a new tab. */
  apiDocsUrl?: string;
  onLogout?: () => void;
  /** Renders an internal link (e.g. the router's Link); a plain anchor by default. */
  renderLink?: (props: NavbarLinkProps) => React.ReactNode;
};

const defaultLink = ({ to, ...props }: NavbarLinkProps) => <a href={to} {...props} />;

const linkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
const activeClasses = 'bg-brand-50 text-brand-800 hover:bg-brand-100 hover:text-brand-900';

function isActive(activePath: string, to: string) {
  return activePath === to || activePath.startsWith(`${to}/`);
}

/** Fixed top bar: logo, the pages of a logged-in user (a menu on small screens), greeting and Logout. */
export function Navbar({
  user,
  isAdmin = false,
  activePath,
  apiDocsUrl,
  onLogout,
  renderLink = defaultLink,
}: NavbarProps) {
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  const close = () => setOpen(false);

  React.useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const pages = user
    ? [
        { to: '/dashboard', label: 'Dashboard' },
        { to: '/devices', label: 'Devices' },
        { to: '/payments', label: 'Payments' },
        { to: '/profile', label: 'Profile' },
        ...(isAdmin ? [{ to: '/admin/payments', label: 'Admin Payments' }] : []),
      ]
    : [];

  const links = (mobile: boolean) => (
    <>
      {pages.map((page) => {
        const active = isActive(activePath, page.to);
        return (
          <React.Fragment key={page.to}>
            {page.to === '/profile' && apiDocsUrl && (
              <a
                href={apiDocsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={clsx(linkClasses, mobile && 'block')}
                onClick={close}
              >
                API<span className="sr-only"> (tab baru)</span>
              </a>
            )}
            {renderLink({
              to: page.to,
              className: clsx(linkClasses, active && activeClasses, mobile && 'block'),
              'aria-current': active ? 'page' : undefined,
              onClick: close,
              children: page.label,
            })}
          </React.Fragment>
        );
      })}
    </>
  );

  return (
    <header
      data-slot="navbar"
      className="fixed inset-x-0 top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <nav
        aria-label="Navigasi utama"
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6"
      >
        {renderLink({
          to: user ? '/dashboard' : '/',
          className:
            'flex items-center gap-2 rounded-md font-bold text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
          children: (
            <>
              <span
                aria-hidden="true"
                className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white"
              >
                <MessageCircle className="size-5" />
              </span>
              <span className="text-lg">Wuz</span>
            </>
          ),
        })}

        {user ? (
          <>
            <div className="hidden flex-1 items-center gap-1 md:flex">{links(false)}</div>
            <div className="ml-auto hidden items-center gap-3 md:flex">
              <span className="max-w-48 truncate text-sm text-neutral-700">Halo, {user.fullname}</span>
              <button
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                onClick={onLogout}
              >
                <LogOut aria-hidden="true" /> Logout
              </button>
            </div>
            <button
              type="button"
              className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'ml-auto md:hidden' })}
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? 'Tutup menu' : 'Buka menu'}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </button>
          </>
        ) : (
          <div className="ml-auto flex items-center gap-2">
            {renderLink({ to: '/login', className: linkClasses, children: 'Login' })}
            {renderLink({
              to: '/register',
              className:
                'rounded-control bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
              children: 'Daftar',
            })}
          </div>
        )}
      </nav>

      {user && open && (
        <nav
          id={menuId}
          aria-label="Menu seluler"
          className="border-t border-neutral-200 bg-white px-4 pb-4 shadow-overlay md:hidden"
        >
          <div className="flex flex-col gap-1 py-3">{links(true)}</div>
          <div className="flex flex-col gap-3 border-t border-neutral-200 pt-3">
            <div className="text-sm">
              <p className="font-medium text-neutral-900">{user.fullname}</p>
              <p className="text-neutral-600">{user.email}</p>
            </div>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline' })}
              onClick={() => {
                close();
                onLogout?.();
              }}
            >
              <LogOut aria-hidden="true" /> Logout
            </button>
          </div>
        </nav>
      )}
    </header>
  );
}
