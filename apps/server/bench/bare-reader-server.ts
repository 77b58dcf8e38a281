// The baseline of the reader-check benchmark (reader-check.bench.ts): bare Fastify 5 with no
// hook, plugin or logger of ours, and the same insert of a reader's response into the same
// PostgreSQL database (BARE_DATABASE_URL), through a pool of the app's size. POST
// /api/bare/{checkId}/responses parses the JSON body and inserts it as the app stores a
// response, with no validation, limit, lookup of the check or HMAC. What a burst of submissions
// costs on this machine before any of the app's work. Prints "port N".
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env['BARE_DATABASE_URL'];
if (!databaseUrl) throw new Error('BARE_DATABASE_URL is not set');
// As the app's pool (src/db/client.ts): ten connections.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

interface Body {
  readerToken: string;
  marks: number[];
  answers: Array<number | string | null>;
  clarity: number | null;
  profile: { ageBand?: string | null; education?: string | null; worksInScience?: string | null; firstLanguage?: string | null };
}

const INSERT = `insert into "reader_check_responses" ("check_id", "reader_key", "marks", "answers", "clarity", "age_band", "education", "works_in_science", "first_language")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict ("check_id", "reader_key") do nothing returning "id"`;

const app = Fastify({ logger: false });
app.post<{ Params: { checkId: string }; Body: Body }>('/api/bare/:checkId/responses', async (request, reply) => {
  const { readerToken, marks, answers, clarity, profile } = request.body;
  const { rows } = await pool.query(INSERT, [
    request.params.checkId,
    readerToken,
    JSON.stringify(marks),
    JSON.stringify(answers),
    clarity,
    profile.ageBand ?? null,
    profile.education ?? null,
    profile.worksInScience ?? null,
    profile.firstLanguage ?? null,
  ]);
  return reply.status(rows.length > 0 ? 201 : 409).send({ stored: rows.length > 0 });
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
