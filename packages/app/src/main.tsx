import { restoreSession } from '@wuz/api/session';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

// A guest opening the home page gets the light landing bundle; everything else loads the app.
const App = lazy(() => import('./app'));
const GuestLanding = lazy(() => import('./guest-landing'));
const session = restoreSession();
const guestOnLanding = window.location.pathname === '/' && !session.user;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense>{guestOnLanding ? <GuestLanding /> : <App />}</Suspense>
  </StrictMode>,
);
