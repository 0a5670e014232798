import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { call, login, signUp } from './helpers';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const inbox: ReceivedMail[] = [];
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Wuz <no-reply@wuz.test>',
    APP_URL: 'https://wuz.example.com',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function nextMailTo(address: string): Promise<ReceivedMail> {
  for (let i = 0; i < 200; i++) {
    const mail = inbox.find((candidate) => candidate.to.includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no e-mail to ${address}`);
}

/** The reset link of a quoted-printable or plain body. */
function resetLink(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = unfolded.match(/https:\/\/wuz\.example\.com\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error('no reset link in the e-mail');
  return link;
}

describe('password reset by e-mail over SMTP', () => {
  it('mails a link whose token resets the password once', async () => {
    const session = await signUp(server.app);
    const response = await call(server.app, 'POST', '/api/auth/forgot-password', {
      body: { email: session.registration.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);

    const mail = await nextMailTo(session.registration.email);
    expect(mail.from).toBe('no-reply@wuz.test');
    expect(mail.raw).toMatch(/Subject: Atur ulang password Wuz/);
    const token = new URL(resetLink(mail.raw)).searchParams.get('token') as string;

    const reset = await call(server.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'dariEmail123' },
    });
    expect(reset.statusCode).toBe(200);
    await login(server.app, session.registration.username, 'dariEmail123');

    const second = await call(server.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'lagiLagi123' },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toEqual(expect.any(String));
    await login(server.app, session.registration.username, 'dariEmail123');
  });

  it('sends nothing for an unknown address but answers the same', async () => {
    const before = inbox.length;
    const response = await call(server.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'siapa@example.com' },
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.length).toBe(before);
    const outbox = await server.app.ctx.database.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toEqual([]);
  });
});
