import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../config.ts';
import { createMailer, outboxLocation } from './mailer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const logger = () =>
  ({ info: vi.fn(), error: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
  };

describe('mailer without SMTP', () => {
  it('writes each message to the outbox folder and logs its path, not the address or the link', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    dirs.push(dir);
    const log = logger();
    const mailer = createMailer(loadConfig({ NODE_ENV: 'development', MAIL_OUTBOX_DIR: dir }), log);
    expect(mailer.kind).toBe('outbox-folder');
    await mailer.send({
      to: 'ada@example.org',
      subject: 'Reset',
      text: 'Open https://example.org/reset-password?token=abc',
    });
    const [file] = readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(dir, file!), 'utf8');
    expect(raw).toContain('To: ada@example.org');
    expect(raw).toContain('token=abc');
    expect(statSync(path.join(dir, file!)).mode & 0o077).toBe(0);
    const [fields, message] = log.info.mock.calls[0] as [Record<string, unknown>, string];
    expect(fields).toEqual({ file: path.join(dir, file!), subject: 'Reset' });
    expect(message).toContain('outbox');
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('ada@example.org');
  });

  it('keeps messages in memory under memory:// (the default in tests), data/outbox otherwise', async () => {
    expect(outboxLocation(loadConfig({ NODE_ENV: 'test' }))).toBe('memory://');
    expect(outboxLocation(loadConfig({ NODE_ENV: 'development' }))).toMatch(/data[/\\]outbox$/);
    const mailer = createMailer(loadConfig({ NODE_ENV: 'test' }), logger());
    await mailer.send({ to: 'ada@example.org', subject: 'Hi', text: 'Hello' });
    expect(mailer.outbox).toMatchObject([{ to: 'ada@example.org', subject: 'Hi', text: 'Hello' }]);
    expect(mailer.outbox[0]?.raw).toContain('From: SciComm Studio <no-reply@localhost>');
  });
});

describe('configuration for accounts', () => {
  it('requires PUBLIC_URL in production, so links in e-mails never come from a Host header', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: secret,
        PUBLIC_URL: 'https://scicomm.example.org',
      }).PUBLIC_URL,
    ).toBe('https://scicomm.example.org');
  });

  it('reads the SMTP settings and refuses a bad port', () => {
    const config = loadConfig({
      SMTP_HOST: 'mail.example.org',
      SMTP_PORT: '465',
      SMTP_USER: 'u',
      SMTP_PASSWORD: 'p',
    });
    expect(config).toMatchObject({
      SMTP_HOST: 'mail.example.org',
      SMTP_PORT: 465,
      SMTP_USER: 'u',
      SMTP_PASSWORD: 'p',
    });
    expect(() => loadConfig({ SMTP_PORT: 'seventy' })).toThrow(/SMTP_PORT/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT: '0' })).toThrow(/AUTH_RATE_LIMIT/);
  });
});
