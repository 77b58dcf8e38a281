// How the built web app travels (docs/performance.md): the build's Brotli and gzip
// copies are sent to clients that accept them; hashed assets are cached for a year; HTML is
// revalidated with its ETag; "/" gets the prerendered home page, other routes the shell.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCustomTestApp } from './test/custom-test-app.ts';

const shell = '<!doctype html><html><head></head><body><div id="root"></div>shell-marker</body></html>';
/** The build's inline script in every page's head (apps/web/first-language-plugin.ts), and a data block that is never run. */
const firstLanguage = "(function () { document.documentElement.lang = 'he'; })();";
const home = `<!doctype html><html><head><script>${firstLanguage}</script></head><body><div id="root"><h1>home-marker</h1></div><script type="application/json" id="prerender-data">{}</script></body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: FastifyInstance;
const RESEARCH_UUID = '6f0d8a52-3c1b-4e7a-9d26-8b4c1f7e2a90';

/** Writes a file with the .br and .gz copies the build makes. */
function writeWithCopies(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'scicomm-web-'));
  writeWithCopies(path.join(dist, 'index.html'), shell);
  writeWithCopies(path.join(dist, 'home.html'), home);
  mkdirSync(path.join(dist, 'pages'));
  writeWithCopies(path.join(dist, 'pages', 'de-jargonizer.html'), shell.replace('shell-marker', 'preloading-shell-marker'));
  writeWithCopies(path.join(dist, 'pages', 'register.html'), shell.replace('shell-marker', 'register-marker'));
  mkdirSync(path.join(dist, 'cookie-banner'));
  // Pages behind the terms gate with the terms dialog open in their HTML (the page's marker and the dialog's).
  mkdirSync(path.join(dist, 'terms-dialog'));
  writeWithCopies(path.join(dist, 'terms-dialog', 'home.html'), home.replace('home-marker', 'home-marker with-dialog-marker'));
  writeWithCopies(path.join(dist, 'terms-dialog', 'de-jargonizer.html'), shell.replace('shell-marker', 'preloading-shell-marker with-dialog-marker'));
  writeWithCopies(path.join(dist, 'cookie-banner', 'register.html'), shell.replace('shell-marker', 'register-with-banner-marker'));
  writeWithCopies(path.join(dist, 'cookie-banner', 'de-jargonizer.html'), shell.replace('shell-marker', 'preloading-shell-marker with-banner-marker'));
  // A route's template ([param]), a page beside it, the share page's template and refused pages' not-found views.
  mkdirSync(path.join(dist, 'pages', 'reader-checks'));
  writeWithCopies(path.join(dist, 'pages', 'reader-checks', '[checkId].html'), shell.replace('shell-marker', 'check-template-marker'));
  writeWithCopies(path.join(dist, 'pages', 'reader-checks', 'compare.html'), shell.replace('shell-marker', 'compare-checks-marker'));
  mkdirSync(path.join(dist, 'pages', 'share'));
  writeWithCopies(path.join(dist, 'pages', 'share', '[token].html'), shell.replace('shell-marker', 'share-template-marker'));
  mkdirSync(path.join(dist, 'cookie-banner', 'share'));
  writeWithCopies(path.join(dist, 'cookie-banner', 'share', '[token].html'), shell.replace('shell-marker', 'share-with-banner-marker'));
  mkdirSync(path.join(dist, 'refused', 'research', 'studies'), { recursive: true });
  writeWithCopies(path.join(dist, 'refused', 'research.html'), shell.replace('shell-marker', 'refused-research-marker'));
  writeWithCopies(path.join(dist, 'refused', 'research', 'studies', '[studyId].html'), shell.replace('shell-marker', 'refused-study-marker'));
  mkdirSync(path.join(dist, 'refused', 'study'));
  writeWithCopies(path.join(dist, 'refused', 'study', '[token].html'), shell.replace('shell-marker', 'unknown-study-link-marker'));
  mkdirSync(path.join(dist, 'cookie-banner', 'refused'));
  writeWithCopies(path.join(dist, 'cookie-banner', 'refused', 'research.html'), shell.replace('shell-marker', 'refused-research-with-banner-marker'));
  mkdirSync(path.join(dist, 'sign-in', 'research', 'studies'), { recursive: true });
  mkdirSync(path.join(dist, 'cookie-banner', 'sign-in'));
  writeWithCopies(path.join(dist, 'sign-in', 'research.html'), shell.replace('shell-marker', 'sign-in-research-marker'));
  writeWithCopies(path.join(dist, 'cookie-banner', 'sign-in', 'research.html'), shell.replace('shell-marker', 'sign-in-research-with-banner-marker'));
  writeWithCopies(path.join(dist, 'sign-in', 'research', 'studies', '[studyId].html'), shell.replace('shell-marker', 'sign-in-study-marker'));
  mkdirSync(path.join(dist, 'research'));
  for (const edition of ['full', 'slim'])
    writeWithCopies(path.join(dist, 'research', `halflife-${edition}.html`), shell.replace('shell-marker', `research-${edition}-marker`));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'assets', 'app-1234.js'), script);
  app = await buildCustomTestApp({ env: { WEB_DIST_DIR: dist, RESEARCH_UUID } });
});

describe('compression of the built files', () => {
  it('sends the Brotli copy to a client that accepts br', async () => {
    const res = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await app.inject({ url: '/assets/app-1234.js', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
    }
  });

  it('sends a copy only as the encoding of its file, never under its own name', async () => {
    for (const copy of ['/assets/app-1234.js.br', '/assets/app-1234.js.gz']) {
      const res = await app.inject({ url: copy, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, copy).toBe(404);
    }
  });

  it('compresses the pages too', async () => {
    for (const [url, marker] of [['/', 'home-marker'], ['/login', 'shell-marker']] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(marker);
    }
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
  });

  it('answers a revalidated asset with 304 and no body', async () => {
    const first = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives each encoding its own ETag', async () => {
    const br = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    const gzip = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('has the HTML revalidated on every visit: no-cache, an ETag, 304 when unchanged', async () => {
    for (const url of ['/', '/de-jargonizer']) {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers.etag, url).toBeTruthy();
      const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
  });
});

describe('security headers', () => {
  it('keeps the page headers on pages and the file headers on assets', async () => {
    const asset = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/', '/login']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('the inline script of the pages’ head', () => {
  it('is sent in the page, with no script file before it, and allowed by its hash alone', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.body).toContain(`<script>${firstLanguage}</script>`);
    expect(page.body).not.toMatch(/<script src=/);
    const hash = `'sha256-${createHash('sha256').update(firstLanguage).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
    // Not the data block's (never run), and no 'unsafe-inline'.
    expect(scriptSrc).toBe(`'self' ${hash}`);
  });
});

describe('the prerendered home page', () => {
  it('is sent on / only; other routes get the plain shell', async () => {
    for (const url of ['/', '/?from=mail']) expect((await app.inject({ url })).body, url).toContain('home-marker');
    for (const url of ['/half-life', '/login', '/de-jargonizer/about']) {
      const res = await app.inject({ url });
      expect(res.body, url).toContain('shell-marker');
      expect(res.body, url).not.toContain('home-marker');
    }
  });

  it('sends a route with a preloading shell that shell, with or without a trailing slash', async () => {
    for (const url of ['/de-jargonizer', '/de-jargonizer/', '/de-jargonizer?text=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('preloading-shell-marker');
    }
  });

  it('sends a research edition its template for the real path only; the template names no uuid', async () => {
    for (const edition of ['full', 'slim']) {
      const res = await app.inject({ url: `/${RESEARCH_UUID}-halflife-${edition}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`research-${edition}-marker`);
    }
    // Another uuid is no edition: the plain shell, as not found.
    const other = await app.inject({ url: '/00000000-0000-4000-8000-000000000000-halflife-full' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('shell-marker');
    expect(other.body).not.toContain('research-full-marker');
  });

  it('sends a page with a cookie-banner variant that variant to a visitor who has not answered the banner, the page itself to one who has', async () => {
    const first = await app.inject({ url: '/register', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('register-with-banner-marker');
    for (const cookie of ['cookie_consent=true', 'terms_consent=true; cookie_consent=true', 'cookie_consent=false']) {
      const accepted = await app.inject({ url: '/register/', headers: { cookie } });
      expect(accepted.body, cookie).toContain('register-marker');
      expect(accepted.headers.vary, cookie).toMatch(/cookie/i);
    }
    // Revalidating the banner's copy after accepting: its ETag is not the page's, so the page comes whole.
    const revalidated = await app.inject({ url: '/register', headers: { 'accept-encoding': 'br', cookie: 'cookie_consent=true', 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(brotliDecompressSync(revalidated.rawPayload).toString()).toContain('register-marker');
    // Not answered (another value): the banner's copy.
    expect((await app.inject({ url: '/register', headers: { cookie: 'cookie_consent=maybe' } })).body).toContain('register-with-banner-marker');
  });

  it('sends a page behind the terms gate with the terms dialog open to a visitor with neither terms consent nor a session cookie', async () => {
    const first = await app.inject({ url: '/de-jargonizer', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('preloading-shell-marker with-dialog-marker');
    expect((await app.inject({ url: '/' })).body).toContain('home-marker with-dialog-marker');
    // Cookies accepted or refused do not matter to the terms dialog.
    for (const cookie of ['cookie_consent=true', 'terms_consent=false', 'other_session_token=1']) {
      expect((await app.inject({ url: '/de-jargonizer/', headers: { cookie } })).body, cookie).toContain('with-dialog-marker');
    }
    // Terms accepted, or a session cookie (its session decides in the app): the page as it is.
    for (const cookie of ['terms_consent=true', 'scicomm.session_token=abc', '__Secure-scicomm.session_token=abc; cookie_consent=true']) {
      const page = await app.inject({ url: '/de-jargonizer', headers: { cookie } });
      expect(page.statusCode, cookie).toBe(200);
      expect(page.body, cookie).toContain('preloading-shell-marker');
      expect(page.body, cookie).not.toContain('with-dialog-marker');
      expect(page.headers.vary, cookie).toMatch(/cookie/i);
      const home = (await app.inject({ url: '/', headers: { cookie } })).body;
      expect(home, cookie).toContain('home-marker');
      expect(home, cookie).not.toContain('with-dialog-marker');
    }
    // Revalidating the dialog's copy after accepting the terms: its ETag is not the page's, so the page comes whole.
    const revalidated = await app.inject({ url: '/de-jargonizer', headers: { 'accept-encoding': 'br', cookie: 'terms_consent=true', 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(brotliDecompressSync(revalidated.rawPayload).toString()).not.toContain('with-dialog-marker');
    // Behind the gate, once the dialog will not open first: the banner's copy until it is answered.
    expect((await app.inject({ url: '/de-jargonizer', headers: { cookie: 'terms_consent=true' } })).body).toContain('with-banner-marker');
    for (const cookie of ['terms_consent=true; cookie_consent=false', 'terms_consent=true; cookie_consent=true'])
      expect((await app.inject({ url: '/de-jargonizer', headers: { cookie } })).body, cookie).not.toContain('with-banner-marker');
    expect((await app.inject({ url: '/de-jargonizer' })).body).not.toContain('with-banner-marker');
    // A page without a copy with the dialog keeps its file.
    expect((await app.inject({ url: '/register', headers: { cookie: 'cookie_consent=true' } })).body).toContain('register-marker');
  });

  it('leaves the share page its robots header and meta element', async () => {
    const res = await app.inject({ url: '/share/abc', headers: { 'accept-encoding': 'br', cookie: 'cookie_consent=true' } });
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.body).toContain('name="robots"');
    expect(res.body).toContain('share-template-marker');
    // Without cookie consent, the template's variant with the banner, robots rule and all.
    const first = await app.inject({ url: '/share/abc' });
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(first.body).toContain('share-with-banner-marker');
    expect(first.body).toContain('name="robots"');
    // A share page without a template of its own gets the plain shell.
    expect((await app.inject({ url: '/share' })).body).toContain('shell-marker');
  });

  it("sends a route's template for any value of its parameter, but never for a page of its own", async () => {
    for (const url of ['/reader-checks/abc', '/reader-checks/ABC-123/', '/Reader-Checks/x']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('check-template-marker');
    }
    expect((await app.inject({ url: '/reader-checks/compare' })).body).toContain('compare-checks-marker');
    // Another spelling of the compare page is the compare page to the router: not the template.
    expect((await app.inject({ url: '/reader-checks/Compare' })).body).not.toContain('check-template-marker');
    // A path of more segments is no page.
    expect((await app.inject({ url: '/reader-checks/a/b' })).statusCode).toBe(404);
  });

  it('sends a first visitor of a refused page its sign-in view with 401, with the cookie banner until cookies are accepted', async () => {
    const first = await app.inject({ url: '/research' });
    expect(first.statusCode).toBe(401);
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(first.body).toContain('sign-in-research-with-banner-marker');
    const accepted = await app.inject({ url: '/research', headers: { cookie: 'cookie_consent=true' } });
    expect(accepted.statusCode).toBe(401);
    expect(accepted.body).toContain('sign-in-research-marker');
    const study = await app.inject({ url: '/research/studies/8b0e4c9a-1111-4a2b-9c3d-222233334444', headers: { cookie: 'cookie_consent=true' } });
    expect(study.statusCode).toBe(401);
    expect(study.body).toContain('sign-in-study-marker');
    // A refused page without a view of its own, and a path that is no page: the plain shell.
    expect((await app.inject({ url: '/admin/coach-reports' })).body).toContain('shell-marker');
    const unknown = await app.inject({ url: '/research/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('refused-');
    expect(unknown.body).not.toContain('sign-in-');
  });

  it("sends a participant link that no study has the link's not-found view with 404, as the participation API answers", async () => {
    for (const url of ['/study/no-such-link', '/Study/no-such-link/', '/study/no%20such%20link']) {
      const res = await app.inject({ url, headers: { cookie: 'cookie_consent=true' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('unknown-study-link-marker');
    }
    expect((await app.inject({ url: '/api/participate/no-such-link' })).statusCode).toBe(404);
  });
});
