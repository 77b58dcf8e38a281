// Personal access tokens (docs/research.md "Corpora"): what a researcher's scripts send as
// `Authorization: Bearer scs_pat_…` to the corpus routes, and nowhere else. Made and revoked by
// the researcher on the profile page (a session that passed two-factor sign-in); shown once;
// stored as SHA-256 (256 random bits need no slow hash); each token's requests are rate-limited;
// a token stops working when it is revoked or its owner stops being a researcher.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PersonalToken } from '@scicomm/shared/corpus-api';
import type { Executor } from '../db/executor.ts';
import { deleteToken, findTokenByHash, findTokensOf, insertToken, touchToken, type PersonalTokenRow } from './personal-token-repository.ts';
import { unauthorized } from '../http/errors.ts';
import type { SecuritySchemes } from '../plugins/external/openapi.ts';
import { countAttempt, limiterKey } from '../limits/limits.ts';
import { canViewResearch } from '../permissions/index.ts';
import { researchNotFound } from '../research/index.ts';

const PREFIX = 'scs_pat_';
export const CORPUS_SCOPE = 'corpus-jobs';

/** How the API document names these tokens (plugins/external/openapi.ts): the corpus routes name it beside the session's schemes. */
export const PERSONAL_TOKEN_SCHEME = 'personalToken';
export const personalTokenSchemes: SecuritySchemes = {
  [PERSONAL_TOKEN_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (`scs_pat_…`), made and revoked by a researcher on the profile page, as `Authorization: Bearer <token>`: the corpus routes only, 120 requests a minute.',
  },
};

/** At most this many tokens per account. */
export const TOKENS_PER_ACCOUNT = 10;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The personal access token of an Authorization header, if it carries one. */
export function personalTokenOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(scs_pat_[A-Za-z0-9_-]{20,100})\s*$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const toPersonalToken = (row: PersonalTokenRow): PersonalToken => ({
  id: row.id,
  name: row.name,
  scope: CORPUS_SCOPE,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPersonalTokens(db: Executor, userId: string): Promise<PersonalToken[]> {
  return (await findTokensOf(db, userId)).map(toPersonalToken);
}

/** A new token: its row, and the token itself, which is never stored nor shown again. */
export async function createPersonalToken(db: Executor, userId: string, name: string): Promise<PersonalToken & { token: string }> {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertToken(db, { userId, name, tokenHash: hashOf(token), scope: CORPUS_SCOPE });
  return { ...toPersonalToken(row), token };
}

export async function countPersonalTokens(db: Executor, userId: string): Promise<number> {
  return (await findTokensOf(db, userId)).length;
}

/** Revokes (deletes) the user's token; false when they have no such token. */
export async function deletePersonalToken(db: Executor, userId: string, id: string): Promise<boolean> {
  return deleteToken(db, userId, id);
}

/**
 * The user a corpus request's token belongs to: 401 for an unknown or revoked token, 404 when its
 * owner is no longer a researcher, 429 beyond the token's rate (limit 'corpus-token').
 */
export async function personalTokenUser(request: FastifyRequest, reply: FastifyReply, token: string): Promise<string> {
  const db = request.server.db;
  const row = await findTokenByHash(db, hashOf(token), CORPUS_SCOPE);
  if (!row) throw unauthorized('The access token is unknown or was revoked.');
  await countAttempt(reply, request.server.limits.limiter('corpus-token'), limiterKey('personal-token', row.id));
  if (!(await canViewResearch(db, row.userId))) throw researchNotFound();
  await touchToken(db, row.id);
  return row.userId;
}
