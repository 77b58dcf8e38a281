// The phone profile of docs/performance.md, shared by the browser benches so that a page and its
// baseline meet the same connection and the same slowed CPU: 1.6 Mbps down, 750 kbps up, 150 ms
// round trip (DevTools' network emulation), CPU 4× slower.
import type { CDPSession } from 'playwright-core';

export const PHONE_CONNECTION = {
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  rttMs: 150,
  cpuSlowdown: 4,
} as const;

/** Every request of the session's page from now on goes over the phone's connection. */
export async function emulatePhoneNetwork(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_CONNECTION.rttMs,
    downloadThroughput: PHONE_CONNECTION.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_CONNECTION.uploadBitsPerSecond / 8,
  });
}
