import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Paginator } from './paginator';

function Controlled({ totalPages, start = 1 }: { totalPages: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Paginator page={page} totalPages={totalPages} onPageChange={setPage} />;
}

const meta = {
  title: 'Navigation/Paginator',
  component: Controlled,
  args: { totalPages: 5 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewPages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 3' }));
    await expect(canvas.getByRole('button', { name: 'Halaman 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(canvas.getByRole('button', { name: 'Halaman 4' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPages: Story = {
  args: { totalPages: 12, start: 6 },
  play: async ({ canvas }) => {
    const numbers = canvas
      .getAllByRole('button', { name: /^Halaman \d+$/ })
      .map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '5', '6', '7', '12']);
  },
};

/** With one page the paginator draws nothing; the list above it stands alone. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-neutral-600">6 device ditampilkan</p>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas }) => expect(canvas.queryByRole('navigation')).toBeNull(),
};

export const SevenPages: Story = {
  args: { totalPages: 7, start: 4 },
  play: async ({ canvas }) => {
    const numbers = () =>
      canvas.getAllByRole('button', { name: /^Halaman \d+$/ }).map((button) => button.textContent);
    await expect(canvas.getByRole('button', { name: 'Halaman 4' })).toHaveAttribute('aria-current', 'page');
    const before = numbers();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman 7' }));
    await expect(canvas.getByRole('button', { name: 'Halaman 7' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    await expect(numbers()).toContain('1');
    await expect(before).toContain('7');
  },
};
