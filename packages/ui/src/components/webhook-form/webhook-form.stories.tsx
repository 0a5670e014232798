import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WebhookForm } from './webhook-form';

const eventTypes = ['Message', 'Connected', 'Disconnected', 'LoggedOut', 'QR', 'PairSuccess'];

const meta = {
  title: 'Devices/WebhookForm',
  component: WebhookForm,
  args: {
    defaultValue: { url: 'https://tokoku.id/wa/webhook', events: ['Message', 'Connected'] },
    eventTypes,
    onSubmit: fn(),
    onCancel: fn(),
    onFieldChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof WebhookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseEvents: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Message/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^QR/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Connected/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^LoggedOut/ }));
    const url = canvas.getByLabelText('URL Webhook');
    await userEvent.clear(url);
    await userEvent.type(url, '  https://tokoku.id/hook-baru ');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan Webhook' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      url: 'https://tokoku.id/hook-baru',
      events: ['Message', 'LoggedOut'],
    });
    await expect(args.onFieldChange).toHaveBeenCalledWith('url');
    await expect(args.onFieldChange).toHaveBeenCalledWith('events');
  },
};

export const AllEvents: Story = {
  args: { defaultValue: { url: '', events: ['All'] } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Semua event' })).toBeChecked();
    for (const type of eventTypes) {
      const box = canvas.getByRole('checkbox', { name: new RegExp(`^${type}`) });
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
    }
    await expect(canvas.getByText('Kosongkan untuk mematikan webhook.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Batal' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const NothingChosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Semua event' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Semua event' }));
    await expect(canvas.getByRole('checkbox', { name: /^Message/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan Webhook' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ url: 'https://tokoku.id/wa/webhook', events: [] });
  },
};

export const WithErrors: Story = {
  args: {
    defaultValue: { url: 'ftp://tokoku.id', events: [] },
    errors: { url: 'URL webhook harus diawali http:// atau https://', events: 'Pilih minimal satu event' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('URL Webhook')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('URL Webhook')).toHaveAccessibleDescription(
      /URL webhook harus diawali http:\/\/ atau https:\/\//,
    );
    await expect(canvas.getByRole('group', { name: 'Event' })).toHaveAccessibleDescription(
      'Pilih minimal satu event',
    );
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Batal' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Simpan Webhook' })).toBeVisible();
  },
};
