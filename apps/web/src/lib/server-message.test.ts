// Every error code the server can send has its message in English, Hebrew and Arabic, so a Hebrew
// or Arabic page never shows the API's English sentence. The codes are read from the server's
// source (what it throws) and from the shared code lists, so a new code without a translation
// fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTER_ERROR_CODES } from '@scicomm/shared/account-api';
import { SHARE_ERROR_CODES } from '@scicomm/shared/share-api';
import en from '../locales/server-errors/en.json';
import he from '../locales/server-errors/he.json';
import ar from '../locales/server-errors/ar.json';
import { ApiError } from './api-client.ts';
import { createI18n } from './i18n.ts';
import { createBrowserI18n } from './browser-i18n.ts';
import { serverErrorText, serverErrorTextWhenLoaded, serverMessage } from './server-message.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/** The ways the server's source names the code of an error it sends. */
const codePatterns = [
  /AppError\(\s*\d{3},\s*'([A-Z][A-Z0-9_]+)'/g,
  /\bsuper\(\s*\d{3},\s*'([A-Z][A-Z0-9_]+)'/g,
  /badRequest\([^;]*?'([A-Z][A-Z0-9_]+)',?\s*\)/gs,
  /errorBody\(\s*'([A-Z][A-Z0-9_]+)'/g,
  /\bcode: '([A-Z][A-Z0-9_]+)'/g,
  /\[\s*\d{3},\s*'([A-Z][A-Z0-9_]+)'/g,
  /\b\d{3}: '([A-Z][A-Z0-9_]+)'/g,
  /\?\? '([A-Z][A-Z0-9_]+)'\)/g,
];

function serverCodes(): Set<string> {
  const codes = new Set<string>([
    ...Object.values(REGISTER_ERROR_CODES),
    ...Object.values(SHARE_ERROR_CODES),
    // The API client's own code for a server it could not reach.
    'NETWORK',
  ]);
  for (const file of sourceFiles(path.join(repo, 'apps/server/src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of codePatterns) for (const match of text.matchAll(pattern)) codes.add(match[1] ?? '');
  }
  // The measure's errors reach the page with their own codes (upload.ts withJargonErrors).
  const jargonErrors = readFileSync(path.join(repo, 'packages/jargon/src/errors.ts'), 'utf8');
  const union = /type JargonErrorCode =([^;]+);/.exec(jargonErrors)?.[1] ?? '';
  for (const match of union.matchAll(/'([A-Z_]+)'/g)) codes.add(match[1] ?? '');
  return codes;
}

const catalogues = { en: en.serverErrors, he: he.serverErrors, ar: ar.serverErrors } as Record<
  'en' | 'he' | 'ar',
  Record<string, string>
>;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
const hebrewOrArabic = /[\u0590-\u05ff\u0600-\u06ff]/u;

describe('server messages in every site language', () => {
  const codes = serverCodes();

  it('finds the codes the server sends (the scan itself works)', () => {
    for (const code of ['UNSUPPORTED_FILE_TYPE', 'INVALID_FILE', 'BUSY', 'RATE_LIMITED', 'VALIDATION_FAILED', 'EMPTY_TEXT', 'SHARE_EXPIRED'])
      expect(codes, code).toContain(code);
  });

  it.each([...codes].sort())('%s has a message in English, Hebrew and Arabic', (code) => {
    const english = catalogues.en[code];
    expect(english, `en ${code}`).toBeTruthy();
    for (const language of ['he', 'ar'] as const) {
      const translated = catalogues[language][code];
      expect(translated, `${language} ${code}`).toMatch(hebrewOrArabic);
      expect(placeholders(translated ?? ''), `${language} ${code}`).toEqual(placeholders(english ?? ''));
    }
  });
});

describe('serverMessage', () => {
  const pdf = 'Only .txt and .docx files can be analysed; "broken.pdf" is a .pdf file.';

  it("shows the server's own sentence on an English page", () => {
    expect(serverMessage(createI18n('en'), 'UNSUPPORTED_FILE_TYPE', pdf)).toBe(pdf);
  });

  it('says what the client found itself (no server, or no API body) from the catalogue, in English too', () => {
    expect(serverMessage(createI18n('en'), 'NETWORK', 'The server could not be reached.')).toBe(en.serverErrors.NETWORK);
    expect(serverMessage(createI18n('en'), 'HTTP_502', 'Request failed with status 502')).toBe(en.serverErrors.UNKNOWN);
    expect(serverMessage(createI18n('ar'), 'NETWORK', 'The server could not be reached.')).toBe(ar.serverErrors.NETWORK);
  });

  it('says a known code in Hebrew and Arabic, and an unknown one as the general message', () => {
    expect(serverMessage(createI18n('he'), 'UNSUPPORTED_FILE_TYPE', pdf)).toBe(he.serverErrors.UNSUPPORTED_FILE_TYPE);
    expect(serverMessage(createI18n('ar'), 'UNSUPPORTED_FILE_TYPE', pdf)).toBe(ar.serverErrors.UNSUPPORTED_FILE_TYPE);
    expect(serverMessage(createI18n('he'), 'SOMETHING_NEW', 'A new English sentence.')).toBe(he.serverErrors.UNKNOWN);
  });

  it('gives the wait of a rate limit from the error, and the fallback for what is not an ApiError', () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests.', { retryAfterSeconds: 42 });
    expect(serverErrorText(createI18n('he'), limited, 'x')).toContain('42');
    expect(serverErrorText(createI18n('he'), new Error('boom'), 'fallback')).toBe('fallback');
  });
});

describe('serverErrorTextWhenLoaded', () => {
  const refused = new ApiError(415, 'UNSUPPORTED_FILE_TYPE', 'Only .txt and .docx files can be analysed.');

  it('fetches the server-errors strings a page did not load with its code, then says the error with them', async () => {
    const i18n = await createBrowserI18n('he', []);
    expect(i18n.hasLoadedNamespace('server-errors')).toBe(false);
    expect(await serverErrorTextWhenLoaded(i18n, refused, 'fallback')).toBe(he.serverErrors.UNSUPPORTED_FILE_TYPE);
  });

  it("says the page's own words when the strings could not be fetched (offline)", async () => {
    const offline = { ...createI18n('he'), hasLoadedNamespace: () => false } as unknown as Parameters<typeof serverErrorTextWhenLoaded>[0];
    expect(await serverErrorTextWhenLoaded(offline, refused, 'fallback')).toBe('fallback');
  });
});
