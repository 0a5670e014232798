import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from './copy-button';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { value: 'wuz_3f9a1c7e2b4d6f80a1b2c3d4e5f60718', label: 'Token', onCopied: fn(), onCopyError: fn() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconOnly: Story = {};

export const WithLabel: Story = { args: { showLabel: true } };

export const CopiesToClipboard: Story = {
  args: { showLabel: true, resetAfter: 60_000 },
  play: async ({ args, canvas }) => {
    const written: string[] = [];
    const original = navigator.clipboard.writeText;
    navigator.clipboard.writeText = async (text: string) => {
      written.push(text);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Salin Token' }));
      await waitFor(() => expect(canvas.getByRole('button', { name: /Disalin/ })).toBeVisible());
      await expect(written).toEqual([args.value]);
      await expect(args.onCopied).toHaveBeenCalledOnce();
    } finally {
      navigator.clipboard.writeText = original;
    }
  },
};

export const CopyFails: Story = {
  args: { showLabel: true, resetAfter: 60_000 },
  play: async ({ args, canvas }) => {
    const original = navigator.clipboard.writeText;
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Salin Token' }));
      await waitFor(() => expect(canvas.getByRole('button', { name: /Gagal menyalin/ })).toBeVisible());
      await expect(args.onCopyError).toHaveBeenCalledOnce();
      await expect(args.onCopied).not.toHaveBeenCalled();
    } finally {
      navigator.clipboard.writeText = original;
    }
  },
};
