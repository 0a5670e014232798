import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';
import { AppLayout } from './layout/app-layout';

// Each screen is its own chunk: the landing page loads none of the logged-in pages.
const LandingPage = lazy(() => import('./pages/landing/landing-page'));
const LoginPage = lazy(() => import('./pages/login/login-page'));
const RegisterPage = lazy(() => import('./pages/register/register-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password/reset-password-page'));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page'));
const DevicesPage = lazy(() => import('./pages/devices/devices-page'));
const PaymentsPage = lazy(() => import('./pages/payments/payments-page'));
const ProfilePage = lazy(() => import('./pages/profile/profile-page'));
const AdminPaymentsPage = lazy(() => import('./pages/admin-payments/admin-payments-page'));

/** The route table (spec section 2) with its guards. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/devices', element: <DevicesPage /> },
          { path: '/payments', element: <PaymentsPage /> },
          { path: '/profile', element: <ProfilePage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: '/admin/payments', element: <AdminPaymentsPage /> }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
