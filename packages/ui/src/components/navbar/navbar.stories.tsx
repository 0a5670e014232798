import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** On a phone the links move into a menu opened by a button; Escape closes it. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Devices', hidden: true })).not.toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Tutup menu');
    const menu = within(canvas.getByRole('navigation', { name: 'Menu seluler' }));
    await expect(menu.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: /API/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByText('budi@contoh.id')).toBeVisible();
  },
};

export const MobileLogout: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Buka menu' });
    await userEvent.click(toggle);
    const menu = within(canvas.getByRole('navigation', { name: 'Menu seluler' }));
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};
