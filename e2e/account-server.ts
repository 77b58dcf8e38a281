// A server of its own for the account journeys: the real app (built site, in-memory database)
// started inside the test worker, wired to a real SMTP server the test starts (smtp-server), so
// password-reset mail really travels over SMTP and the test can read the database directly.
import type { AddressInfo } from 'node:net';
import { test as base } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

export interface AccountServer {
  url: string;
  app: FastifyInstance;
  /** The raw messages the SMTP server received, oldest first. */
  mail: string[];
  /** Waits for a message to the address and returns its decoded text. */
  waitForMail(to: string): Promise<string>;
}

/** Decodes a quoted-printable body (nodemailer's encoding for long text lines). */
const quotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export const test = base.extend<object, { server: AccountServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mail: string[] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
          stream.on('end', () => {
            mail.push(quotedPrintable(data));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const smtpPort = (smtp.server.address() as AddressInfo).port;
      const config = loadConfig(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          PGLITE_DIR: 'memory://',
          RATE_LIMIT_PER_MINUTE: '100000',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtpPort),
          SMTP_FROM: 'SciComm Studio <accounts@scicomm.test>',
        },
        'e2e',
      );
      const database = await openDatabase({ pgliteDir: 'memory://' });
      const app = await buildApp({ config, database, logger: false });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const waitForMail = async (to: string) => {
        for (let i = 0; i < 100; i++) {
          const found = mail.find((message) => message.includes(`To: ${to}`));
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`no mail to ${to}`);
      };
      await use({ url: address, app, mail, waitForMail });
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
