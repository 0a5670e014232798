import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, Clock, CreditCard, Smartphone } from 'lucide-react';
import { StatCard } from './stat-card';

const meta = {
  title: 'Primitives/StatCard',
  component: StatCard,
  args: { label: 'Total Devices', value: 4, icon: <Smartphone /> },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <StatCard label="Total" value={24} icon={<CreditCard />} tone="info" />
      <StatCard label="Paid" value={18} icon={<CircleCheck />} tone="paid" />
      <StatCard label="Pending" value={4} icon={<Clock />} tone="pending" />
      <StatCard
        label="Account Status"
        value="Active"
        hint="Akun terverifikasi"
        tone="brand"
        icon={<CircleCheck />}
      />
    </div>
  ),
};

export const WithoutIcon: Story = { args: { icon: undefined, label: 'Active Payments', value: 0 } };
