import { restoreSession } from '@wuz/api/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

// A guest opening the home page gets the light landing bundle; everything else loads the app.
// The spinner of index.html stays until the chosen bundle is ready.
const session = restoreSession();
const guestOnLanding = window.location.pathname === '/' && !session.user;
const bundle = guestOnLanding ? import('./guest-landing') : import('./app');

void bundle.then(({ default: Page }) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
});
