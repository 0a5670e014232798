import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Received {
  body: string;
  signature: string | undefined;
}

/** A real HTTP receiver that answers 503 to its first `failures` requests, then 200. */
export async function startReceiver(failures: number) {
  const received: Received[] = [];
  let attempts = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      attempts += 1;
      if (attempts <= failures) {
        response.writeHead(503).end('sedang turun');
        return;
      }
      const signature = request.headers['x-hmac-signature'];
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: signature as string | undefined,
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    attempts: () => attempts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
