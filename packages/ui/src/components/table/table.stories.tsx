import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatRupiah } from '../../lib/format';
import { StatusBadge } from '../status-badge/status-badge';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

const meta = { title: 'Primitives/Table', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  { id: 'a1b2c3d4', plan: 'Monthly Plan', amount: 15123, status: 'paid' },
  { id: 'e5f6a7b8', plan: '2-Week Plan', amount: 11045, status: 'pending' },
  { id: 'c9d0e1f2', plan: 'Annually Plan', amount: 180777, status: 'failed' },
];

export const Default: Story = {
  render: () => (
    <Table>
      <TableCaption>Tiga pembayaran terakhir</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>ID</TableHead>
          <TableHead>Paket</TableHead>
          <TableHead>Jumlah</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-mono">{row.id}</TableCell>
            <TableCell>{row.plan}</TableCell>
            <TableCell>{formatRupiah(row.amount)}</TableCell>
            <TableCell>
              <StatusBadge status={row.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};

export const NarrowScrolls: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: Default.render,
};
