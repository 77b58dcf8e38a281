// A test app on a real socket, for requests that app.inject would normalise first (dot
// segments in the path, oversized headers, raw bytes). Closing it closes only the socket: the
// app shares the test database, which stays open for the other test files.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildCustomTestApp, type CustomTestAppOptions } from './custom-test-app.ts';

export interface ListeningApp {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

export async function listenOnFreePort(options: CustomTestAppOptions = {}): Promise<ListeningApp> {
  const app = await buildCustomTestApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => app.server.close(() => resolve())),
  };
}
