import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone, withPage } from '../../stories/page-story';
import LandingPage from './landing-page';

const meta = {
  title: 'Pages/Landing',
  component: LandingPage,
  decorators: [withPage({ url: '/' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mulai Gratis' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('heading', { name: 'Fitur Unggulan' })).toBeVisible();
    const pricing = within(canvas.getByRole('region', { name: 'Pilih Durasi yang Tepat' }));
    await expect(pricing.getAllByRole('listitem', { name: undefined }).length).toBeGreaterThanOrEqual(5);
    for (const price of ['Rp 11.000', 'Rp 15.000', 'Rp 45.000', 'Rp 90.000', 'Rp 180.000']) {
      await expect(pricing.getByText(price)).toBeVisible();
    }
    await expect(pricing.getByText('Paling Populer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Daftar Sekarang - Gratis!' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

export const Phone: Story = { ...Guest, globals: onPhone };
