import { useSession } from '@wuz/api';
import { toast } from '@wuz/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

export const ACCESS_DENIED = 'Akses ditolak. Hanya admin yang dapat mengakses halaman ini.';

/** Landing, login, register, forgot and reset password: a logged-in user goes to /dashboard. */
export function GuestOnly() {
  const { user } = useSession();
  return user ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** Pages of a logged-in user: a guest goes to /login. */
export function RequireUser() {
  const { user } = useSession();
  const location = useLocation();
  return user ? <Outlet /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
}

/** Admin pages: a guest goes to /login, any other user to /dashboard with an error toast. */
export function RequireAdmin() {
  const { user, isAdmin } = useSession();
  const denied = Boolean(user) && !isAdmin;
  useEffect(() => {
    if (denied) toast.error(ACCESS_DENIED, { id: 'access-denied' });
  }, [denied]);
  if (!user) return <Navigate to="/login" replace />;
  return isAdmin ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
