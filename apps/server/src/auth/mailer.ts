// Outgoing e-mail (password resets): SMTP when SMTP_HOST is set, otherwise a local outbox. The
// outbox is a folder of .eml files whose paths the server logs, so a developer without a mail
// server can still follow a reset link; "memory://" keeps the messages in memory (tests).
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type nodemailerModule from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { FastifyBaseLogger } from 'fastify';
import { repoRoot, type Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutboxEntry extends MailMessage {
  /** The whole message as it would be sent (RFC 5322). */
  raw: string;
  sentAt: Date;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox-folder' | 'outbox-memory';
  send(message: MailMessage): Promise<void>;
  /** The messages kept in memory (MAIL_OUTBOX_DIR=memory://), oldest first; empty otherwise. */
  readonly outbox: readonly OutboxEntry[];
  close(): void;
}

const MEMORY_OUTBOX_LIMIT = 200;

/** Where outbox mail goes: MAIL_OUTBOX_DIR, or data/outbox (memory:// when NODE_ENV=test). */
export function outboxLocation(config: Config): string {
  return (
    config.MAIL_OUTBOX_DIR ??
    (config.NODE_ENV === 'test' ? 'memory://' : path.join(repoRoot, 'data', 'outbox'))
  );
}

/**
 * A transport made by the first message: nodemailer (~7 MB resident) is imported then, not by
 * every server process at start, where most never send a mail (docs/deployment.md "Memory").
 */
function lazyTransport<Info>(make: (nodemailer: typeof nodemailerModule) => Transporter<Info>) {
  let transport: Promise<Transporter<Info>> | undefined;
  return {
    send: async (message: SendMailOptions): Promise<Info> => {
      transport ??= import('nodemailer').then((module) => make(module.default));
      return (await transport).sendMail(message);
    },
    close: () => void transport?.then((made) => made.close()),
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.SMTP_FROM;
  if (config.SMTP_HOST) {
    const transport = lazyTransport<SMTPTransport.SentMessageInfo>((nodemailer) =>
      nodemailer.createTransport({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        // Port 465 speaks TLS from the start; other ports upgrade with STARTTLS when offered.
        secure: config.SMTP_PORT === 465,
        ...(config.SMTP_USER
          ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } }
          : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return {
      kind: 'smtp',
      outbox: [],
      async send(message) {
        await transport.send({ from, ...message });
      },
      close: () => transport.close(),
    };
  }

  const location = outboxLocation(config);
  const memory = location.startsWith('memory://');
  const outbox: OutboxEntry[] = [];
  const render = lazyTransport<StreamTransport.SentMessageInfo>((nodemailer) =>
    nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    kind: memory ? 'outbox-memory' : 'outbox-folder',
    outbox,
    async send(message) {
      const info = await render.send({ from, ...message });
      const raw = info.message.toString();
      if (memory) {
        outbox.push({ ...message, raw, sentAt: new Date() });
        if (outbox.length > MEMORY_OUTBOX_LIMIT) outbox.shift();
        return;
      }
      mkdirSync(location, { recursive: true });
      const file = path.join(
        location,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      writeFileSync(file, raw, { mode: 0o600 });
      // The path only: the address and the link stay in the file, out of the logs.
      log.info(
        { file, subject: message.subject },
        'mail written to the local outbox (no SMTP_HOST set)',
      );
    },
    close: () => render.close(),
  };
}
