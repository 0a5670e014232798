import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchInput } from './search-input';

const devices = ['HP Kantor', 'HP Admin', 'Tablet Gudang', 'Laptop Kasir'];

const meta = {
  title: 'Primitives/SearchInput',
  component: SearchInput,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: {
    value: '',
    onValueChange: fn(),
    label: 'Cari device',
    placeholder: 'Cari nama, ID, atau token...',
    resultText: (count: number) => `${count} device ditemukan`,
  },
  render: (args) => {
    const [value, setValue] = React.useState(args.value);
    const count = devices.filter((d) => d.toLowerCase().includes(value.toLowerCase())).length;
    return (
      <SearchInput
        {...args}
        value={value}
        resultCount={count}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Hapus pencarian' })).not.toBeInTheDocument();
  },
};

export const TypeShowsCount: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari device' }), 'hp');
    await expect(canvas.getByText('2 device ditemukan')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { value: 'printer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 device ditemukan')).toBeVisible();
  },
};

export const ClearWithButtonAndEscape: Story = {
  args: { value: 'tablet' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Cari device' });
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus pencarian' }));
    await expect(box).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.type(box, 'kasir');
    await expect(canvas.getByText('1 device ditemukan')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};
