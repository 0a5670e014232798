import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = { title: 'Primitives/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderAndFooter: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Recent Devices</CardTitle>
        <CardDescription>3 device terbaru Anda</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">Isi kartu.</CardContent>
      <CardFooter>
        <Button size="sm" variant="outline">
          Lihat semua
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const LongText: Story = {
  render: () => (
    <Card className="max-w-xs">
      <CardHeader>
        <CardTitle className="break-words">
          Judul kartu yang sangat panjang sekali untuk memeriksa pembungkusan teks
        </CardTitle>
      </CardHeader>
      <CardContent className="text-sm break-words">
        Supercalifragilisticexpialidocious-device-name-without-spaces-at-all
      </CardContent>
    </Card>
  ),
};
