import { CallToAction, FeatureGrid, LandingFooter, LandingHero, PricingSection } from '@wuz/ui/landing';

/** The plans of the price list (per device). */
const PLANS = [
  { name: '2-Week Plan', price: 11000, duration_in_days: 14 },
  { name: 'Monthly Plan', price: 15000, duration_in_days: 30, popular: true },
  { name: 'Quarterly Plan', price: 45000, duration_in_days: 90 },
  { name: 'Semi-annually Plan', price: 90000, duration_in_days: 180 },
  { name: 'Annually Plan', price: 180000, duration_in_days: 365 },
].map((plan) => ({
  ...plan,
  features: ['Semua fitur WhatsApp API', 'Notifikasi webhook', 'Tipe pesan lengkap', 'Performa tinggi'],
}));

/** The public home page: hero, features, plans, call to action and footer (plain links: they load the app). */
export default function LandingPage() {
  return (
    <>
      <LandingHero />
      <FeatureGrid />
      <PricingSection plans={PLANS} />
      <CallToAction />
      <LandingFooter />
    </>
  );
}
