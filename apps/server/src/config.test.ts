import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults that run the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toMatch(/data[/\\]pglite$/);
  });

  it('listens on 127.0.0.1 unless HOST says otherwise, and on every interface in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://example.org' };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('sizes the grading pool by the cores and refuses a pool without workers', () => {
    const config = loadConfig({});
    expect(config.UPLOAD_WORKERS).toBe(Math.max(1, availableParallelism()));
    expect(config.UPLOAD_QUEUE_LIMIT).toBe(8);
    expect(loadConfig({ UPLOAD_WORKERS: '3', UPLOAD_QUEUE_LIMIT: '0' })).toMatchObject({
      UPLOAD_WORKERS: 3,
      UPLOAD_QUEUE_LIMIT: 0,
    });
    expect(() => loadConfig({ UPLOAD_WORKERS: '0', UPLOAD_QUEUE_LIMIT: '-1' })).toThrow(
      /UPLOAD_WORKERS[\s\S]*UPLOAD_QUEUE_LIMIT/u,
    );
  });

  it('refuses to start in production without an auth secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses to start in production without the public address for links in mail', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://scicomm.example.org' }).PUBLIC_URL,
    ).toBe('https://scicomm.example.org');
  });

  it('reads the production variables of several processes and metrics', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/x' }).WEB_CONCURRENCY).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: 2 processes need PostgreSQL/);
  });

  it('takes a redis:// or rediss:// REDIS_URL, and refuses another scheme', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380/0' })).toMatchObject({ REDIS_URL: 'rediss://cache:6380/0', REDIS_PREFIX: 'scicomm:' });
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
