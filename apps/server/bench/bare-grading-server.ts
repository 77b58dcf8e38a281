// The work of Grade without the site around it (overhead.bench.ts): a bare Fastify 5 server, no
// hook, plugin or logger of ours, that reads the same multipart form, grades the text with the
// site's own code (resultOfText, the same dictionaries), keeps the same anonymous usage record that
// every grading keeps (docs/decisions.md "Privacy") with the site's recorder on an in-memory
// PGlite of its own (the same migrations, the same batched statement), and sends the same JSON
// reply. Grade on the site ÷ this is what the site's hooks, session and logging leave of the
// work's rate; this ÷ the bare form route is what the work itself costs. Prints "port N".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { loadDictionaries } from '@scicomm/jargon/load';
import { guestPolicy } from '../src/account/storage-policy.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { GradingRecorder, recordGrading } from '../src/de-jargonizer/grading-recorder.ts';
import { releaseStartUpGarbage } from '../src/start-up-garbage.ts';
import { resultOfText } from '@scicomm/jargon/result';

const { DICTIONARY_DIR } = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' }, 'bench');
const dictionaries = loadDictionaries({ dir: DICTIONARY_DIR });
const database = await openDatabase({ pgliteDir: 'memory://' });
// As the site's (app.ts): anonymous rows written every 100 ms as one statement.
const recorder = new GradingRecorder(database.db, { delayMs: 100, onError: (error) => console.error(error) });
const app = Fastify({ logger: false });
await app.register(fastifyMultipart);
app.post('/api/grade', async (request, reply) => {
  const fields = new Map<string, string>();
  for await (const part of request.parts()) {
    if (part.type === 'field') fields.set(part.fieldname, String(part.value));
    else for await (const _chunk of part.file);
  }
  const dictionary = await dictionaries.get(fields.get('timePriodDDL') ?? 'English2021_2024');
  const text = fields.get('ContentTA') ?? '';
  const { result } = resultOfText(text, dictionary, '');
  result.taskId = await recordGrading(recorder, guestPolicy, text, result);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
});
// As the site's servers do after start (server.ts, de-jargonizer-server.ts): the migrations' garbage collected once.
releaseStartUpGarbage();
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => recorder.close()).then(() => process.exit(0)));
