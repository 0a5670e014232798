import { swaggerUrl, useSession } from '@wuz/api';
import { FullPageSpinner, Spinner, Toaster, toast } from '@wuz/ui';
import { Navbar } from '@wuz/ui/navbar';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';

/** Every page: the navigation bar, the page itself (loaded on demand) and the toasts. */
export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  async function logout() {
    await session.signOut();
    toast.success('Logout berhasil!');
    navigate('/login', { replace: true });
  }

  return (
    <>
      {session.loading ? (
        <FullPageSpinner label="Memeriksa sesi..." />
      ) : (
        <>
          <Navbar
            user={session.user}
            isAdmin={session.isAdmin}
            activePath={pathname}
            apiDocsUrl={swaggerUrl}
            onLogout={() => void logout()}
            renderLink={({ to, ...props }) => <Link to={to} {...props} />}
          />
          <main id="konten" className="min-h-screen pt-16">
            <Suspense
              fallback={
                <div className="flex justify-center py-24">
                  <Spinner size="lg" label="Memuat halaman..." />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </main>
        </>
      )}
      <Toaster />
    </>
  );
}
