// The period dictionaries as the browser needs them for live colouring (docs/de-jargonizer.md):
// the payload of @scicomm/jargon's serializePeriodForBrowser, made once per period on first
// request (≈ 0.3 s for an English period) and kept with its gzip form and an ETag, so every
// later request is served from memory or answered 304.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { serializePeriodForBrowser, type DictionarySet } from '@scicomm/jargon';

const gzipAsync = promisify(gzip);

export interface BrowserPayload {
  readonly bytes: Buffer;
  readonly gzipped: Buffer;
  readonly etag: string;
}

export class BrowserPayloads {
  private readonly cache = new Map<string, Promise<BrowserPayload>>();
  private readonly dictionaries: DictionarySet;

  constructor(dictionaries: DictionarySet) {
    this.dictionaries = dictionaries;
  }

  /** The payload of a period; the caller has checked that the period exists. */
  get(code: string): Promise<BrowserPayload> {
    let payload = this.cache.get(code);
    if (!payload) {
      payload = this.make(code);
      this.cache.set(code, payload);
      payload.catch(() => this.cache.delete(code));
    }
    return payload;
  }

  private async make(code: string): Promise<BrowserPayload> {
    const raw = serializePeriodForBrowser(this.dictionaries.get(code));
    const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    return { bytes, gzipped: await gzipAsync(bytes, { level: 9 }), etag };
  }
}
