// A local SMTP server for the end-to-end tests: every message received is written to MAIL_DIR as a file.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_PORT ?? 2525);
const dir = process.env.MAIL_DIR ?? 'test-results/e2e-mail';
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      const file = path.join(dir, `${Date.now()}-${count}.json`);
      fs.writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`mail sink on ${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
