import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallToAction, FeatureGrid, LandingFooter, LandingHero, PricingSection } from './landing';

const plans = [
  { name: '2-Week Plan', price: 11000, duration_in_days: 14 },
  { name: 'Monthly Plan', price: 15000, duration_in_days: 30, popular: true },
  { name: 'Quarterly Plan', price: 45000, duration_in_days: 90 },
];

function Landing() {
  return (
    <main>
      <LandingHero />
      <FeatureGrid />
      <PricingSection plans={plans} />
      <CallToAction />
      <LandingFooter />
    </main>
  );
}

const meta = {
  title: 'Landing/Sections',
  component: Landing,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mulai Gratis' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('heading', { name: 'Fitur Unggulan' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6 + plans.length);
    await expect(canvas.getByText('Paling Populer')).toBeVisible();
    await expect(canvas.getByText(/tidak berafiliasi/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pilih Monthly' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Daftar Sekarang - Gratis!' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Pilih Monthly' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Daftar Sekarang - Gratis!' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};
