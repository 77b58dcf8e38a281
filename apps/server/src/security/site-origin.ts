// The site's own address (docs/deployment.md "PUBLIC_URL"): PUBLIC_URL, or without it the address
// this server listens on (http://127.0.0.1:3000 for `npm start`; localhost when it listens on
// every interface). Links in mail and share links are built from it, and a browser's Origin must
// be one of its forms for a change to be accepted. It never comes from a request header: Host,
// X-Forwarded-Host and Forwarded are chosen by whoever sends the request, so a reset link built
// from them would carry the token to any site the sender names.
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';

/** What the site's address is read from: the configuration and the server's socket. */
export interface SiteAddressSource {
  readonly config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  /** The HTTP server (app.server): its address once it listens; null before (and under inject). */
  readonly server: { address(): AddressInfo | string | null };
}

const UNSPECIFIED = new Set(['0.0.0.0', '::', '']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The host and port this process listens on; before it listens, localhost and PORT. */
function listeningOn({ config, server }: SiteAddressSource): { host: string; port: number } {
  const address = server.address();
  if (address === null || typeof address === 'string') return { host: 'localhost', port: config.PORT };
  const host = UNSPECIFIED.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return { host, port: address.port };
}

/** The origin links point at: PUBLIC_URL's, or http://<listening address>:<port>. */
export function siteOrigin(site: SiteAddressSource): string {
  if (site.config.PUBLIC_URL) return new URL(site.config.PUBLIC_URL).origin;
  const { host, port } = listeningOn(site);
  return `http://${host}:${port}`;
}

/**
 * The origins our own pages may be served from: PUBLIC_URL's alone; without it, the listening
 * address and the loopback names (localhost, 127.0.0.1, [::1]) on the listening port.
 */
export function trustedOrigins(site: SiteAddressSource): string[] {
  if (site.config.PUBLIC_URL) return [new URL(site.config.PUBLIC_URL).origin];
  const { host, port } = listeningOn(site);
  return [...new Set([host, ...LOOPBACK_NAMES])].map((name) => new URL(`http://${name}:${port}`).origin);
}

/** Whether a browser's Origin header names one of the site's own origins. */
export function isTrustedOrigin(site: SiteAddressSource, origin: string): boolean {
  let normalised: string;
  try {
    normalised = new URL(origin).origin;
  } catch {
    return false;
  }
  return trustedOrigins(site).includes(normalised);
}
