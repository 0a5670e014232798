import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner, Spinner } from './spinner';

const meta = { title: 'Primitives/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="Memuat kecil" />
      <Spinner size="md" label="Memuat sedang" />
      <Spinner size="lg" label="Memuat besar" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const FullPage: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <FullPageSpinner className="min-h-80" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat...');
  },
};
