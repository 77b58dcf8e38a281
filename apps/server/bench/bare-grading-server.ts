// The work of Grade without the site around it (overhead.bench.ts): a bare Fastify 5 server, no
// hook, plugin or logger of ours, that reads the same multipart form, grades the text with the
// site's own code (gradingOf, the same dictionaries) and sends the same JSON reply. Grade on the
// site ÷ this is what the site's hooks, session, storage and records leave of the work's rate;
// this ÷ the bare form route is what the work itself costs. Prints "port N".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { loadDictionaries } from '@scicomm/jargon/load';
import { loadConfig } from '../src/config.ts';
import { gradingOf } from '../src/measuring/grading-result.ts';

const { DICTIONARY_DIR } = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' }, 'bench');
const dictionaries = loadDictionaries({ dir: DICTIONARY_DIR });
const app = Fastify({ logger: false });
await app.register(fastifyMultipart);
app.post('/api/grade', async (request, reply) => {
  const fields = new Map<string, string>();
  for await (const part of request.parts()) {
    if (part.type === 'field') fields.set(part.fieldname, String(part.value));
    else for await (const _chunk of part.file);
  }
  const dictionary = await dictionaries.get(fields.get('timePriodDDL') ?? 'English2021_2024');
  const { result } = gradingOf(fields.get('ContentTA') ?? '', dictionary, '');
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
