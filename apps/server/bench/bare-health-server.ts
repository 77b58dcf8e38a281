// The integrity probe's baseline for the balancer's checks (integrity-probe-connections.ts "health
// under load"): a plain Node HTTP server in a process of its own that answers every request at
// once, asked beside the site in the same moments. Its times are what the machine alone costs a
// check (scheduling on shared cores, the checker's own thread); the site's times above them are
// the site's. Prints "port N".
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({ status: 'ok' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`port ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
