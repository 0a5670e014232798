import { Navbar } from '@wuz/ui/navbar';
import LandingPage from './pages/landing/landing-page';

/** The home page for a guest, without the router and data layers (its links load the app). */
export default function GuestLanding() {
  return (
    <>
      <Navbar user={null} activePath="/" />
      <main id="konten" className="pt-16">
        <LandingPage />
      </main>
    </>
  );
}
