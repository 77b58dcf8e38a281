// A Half Life turn without the site around it (exercises.bench.ts): a bare Fastify 5 server, no
// hook, plugin or logger of ours, that runs the same turn with the site's own code
// (runExerciseTurn: the built-in coach, the same dictionaries, the same row written) on the same
// PostgreSQL database as the guest it is, and sends the same JSON reply. The site's CPU per turn ÷
// this one's is what the site's hooks, session, validation and logging add to a turn on this
// machine, whatever the machine's speed. Prints "port N".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { createCoachFromConfig, createNeutralCoach } from '@scicomm/coach';
import { loadDictionaries } from '@scicomm/jargon/load';
import { guestPolicy } from '../src/account/storage-policy.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createLazyJargonAnalyzer, runExerciseTurn } from '../src/exercises/index.ts';
import { releaseStartUpGarbage } from '../src/start-up-garbage.ts';

const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, 'bench');
const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('bare-exercise-server.ts runs on the PostgreSQL of DATABASE_URL');
const dictionaries = loadDictionaries({ dir: config.DICTIONARY_DIR });
const database = await openDatabase({ databaseUrl, pgliteDir: config.PGLITE_DIR });
const analyzer = createLazyJargonAnalyzer(() => dictionaries);
// The built-in coach, as the site's bench server runs it: no LLM whatever the environment says.
const context = {
  db: database.db,
  secret: config.authSecret,
  coaches: { full: createCoachFromConfig({}, analyzer), neutral: createNeutralCoach({ analyzer }) },
};
const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
app.post('/api/HalfLife', async (request) =>
  runExerciseTurn(context, {
    exercise: 'halfLife',
    variantName: 'standard',
    body: request.body,
    language: 'en',
    policy: guestPolicy,
  }),
);
releaseStartUpGarbage();
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
