import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Select } from './select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: {
    placeholder: 'Pilih device',
    onValueChange: fn(),
    options: [
      { value: 'd1', label: 'HP Kantor' },
      { value: 'd2', label: 'HP Admin' },
      { value: 'd3', label: 'Tablet Gudang' },
    ],
  },
  render: (args) => (
    <Field label="Device" error={args['aria-invalid'] ? 'Pilih device terlebih dahulu' : undefined}>
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseOption: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Device' });
    await userEvent.selectOptions(select, 'HP Admin');
    await expect(select).toHaveValue('d2');
    await expect(args.onValueChange).toHaveBeenCalledWith('d2');
  },
};

export const WithError: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Device' })).toHaveAccessibleDescription(
      'Pilih device terlebih dahulu',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'd1' } };
