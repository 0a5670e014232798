import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Navbar } from './navbar';

const user = { fullname: 'Budi Santoso', email: 'budi@contoh.id' };

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen', screenshot: { target: 'viewport' } },
  args: { user, activePath: '/devices', apiDocsUrl: '/api/wuzapi/swagger', onLogout: fn() },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvas, args }) => {
    // Desktop links (hidden on narrow screens, where the menu button shows them).
    await expect(canvas.getByRole('link', { name: 'Devices', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: /API/, hidden: true })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: 'Admin Payments', hidden: true })).toBeNull();
    await expect(canvas.getByText('Halo, Budi Santoso')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Logout', hidden: true }).click();
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Admin: Story = {
  args: { activePath: '/admin/payments', isAdmin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Admin Payments', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Wuz' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Guest: Story = {
  args: { user: null, activePath: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Wuz' })).toHaveAttribute('href', '/');
  },
};

/** The menu button and panel exist for small screens (hidden from wider ones, so they are found by id). */
export const MobileMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-controls]')!;
    await expect(toggle).toHaveAttribute('aria-label', 'Buka menu');
    toggle.click();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(toggle).toHaveAttribute('aria-label', 'Tutup menu');
    const menu = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(menu).toHaveTextContent('budi@contoh.id');
    within(menu).getByRole('button', { name: 'Logout', hidden: true }).click();
    await expect(args.onLogout).toHaveBeenCalled();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};
