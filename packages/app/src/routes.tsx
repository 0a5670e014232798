import { Navigate, type RouteObject } from 'react-router-dom';
import { LandingPage } from './pages/landing/landing-page';

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '*', element: <Navigate to="/" replace /> },
];
