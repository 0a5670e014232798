import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { Badge } from './badge';

const meta = { title: 'Primitives/Badge', component: Badge, args: { children: 'Badge' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="neutral">Neutral</Badge>
      <Badge variant="brand">Brand</Badge>
      <Badge variant="pending">Pending</Badge>
      <Badge variant="paid">Paid</Badge>
      <Badge variant="failed">Failed</Badge>
      <Badge variant="info">Info</Badge>
      <Badge variant="solid">
        <Star aria-hidden="true" />
        Paling Populer
      </Badge>
    </div>
  ),
};
