import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = { title: 'Primitives/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <Tabs {...args}>
    <TabsList aria-label="Pembayaran">
      <TabsTrigger value="history">Payment History</TabsTrigger>
      <TabsTrigger value="plans">Available Plans</TabsTrigger>
    </TabsList>
    <TabsContent value="history">Riwayat pembayaran Anda.</TabsContent>
    <TabsContent value="plans">Pilih paket untuk device Anda.</TabsContent>
  </Tabs>
);

export const HistoryFirst: Story = {
  args: { defaultValue: 'history' },
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Payment History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Riwayat pembayaran Anda.');
  },
};

export const SwitchWithKeyboardAndMouse: Story = {
  args: { defaultValue: 'history' },
  render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Available Plans' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pilih paket untuk device Anda.');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Payment History' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Riwayat pembayaran Anda.');
  },
};
