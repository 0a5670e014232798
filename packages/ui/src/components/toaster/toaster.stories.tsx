import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Toaster, toast } from './toaster';

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  parameters: { screenshot: { target: 'viewport' } },
  render: () => (
    <>
      <Toaster />
      <div className="flex gap-2">
        <Button onClick={() => toast.success('Device berhasil ditambahkan')}>Sukses</Button>
        <Button variant="destructive" onClick={() => toast.error('Gagal menghapus device')}>
          Gagal
        </Button>
        <Button variant="outline" onClick={() => toast('Membuka halaman login WhatsApp...')}>
          Info
        </Button>
      </div>
    </>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Notices live in a shared store: clear those left by the previous story. */
async function clearNotices() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}

export const Success: Story = {
  play: async ({ canvas }) => {
    await clearNotices();
    await userEvent.click(canvas.getByRole('button', { name: 'Sukses' }));
    await expect(await screen.findByText('Device berhasil ditambahkan')).toBeVisible();
  },
};

export const ErrorNotice: Story = {
  play: async ({ canvas }) => {
    await clearNotices();
    await userEvent.click(canvas.getByRole('button', { name: 'Gagal' }));
    await expect(await screen.findByText('Gagal menghapus device')).toBeVisible();
  },
};

export const DefaultNotice: Story = {
  play: async ({ canvas }) => {
    await clearNotices();
    await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
    await expect(await screen.findByText('Membuka halaman login WhatsApp...')).toBeVisible();
  },
};

/** A success notice leaves by itself after 3 seconds. */
export const SuccessDisappearsAfterThreeSeconds: Story = {
  play: async ({ canvas }) => {
    await clearNotices();
    await userEvent.click(canvas.getByRole('button', { name: 'Sukses' }));
    const notice = await screen.findByText('Device berhasil ditambahkan');
    await waitFor(() => expect(notice).not.toBeInTheDocument(), { timeout: 5000 });
  },
};
