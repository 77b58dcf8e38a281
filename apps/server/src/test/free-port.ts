// A port nobody listens on now, for tests and benches that start a server process on a port
// of their choosing.
import net from 'node:net';

/** A port nobody listens on now (the system picks it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
