import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { nowIso } from '../../time';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

/** Sends through SMTP_URL; without it, writes the e-mail to the log and the outbox table. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  return {
    send: async (mail) => {
      await db
        .insertInto('outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text, created_at: nowIso() })
        .execute();
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'E-mail (SMTP_URL tidak diatur)');
    },
  };
}
