// Who may reach a study's routes (docs/research.md "Studies"): the checks run as preValidation
// hooks of a scope, before the body or the query is read, so that anybody who is not a member
// — visitors, ordinary users, revoked researchers, other researchers — gets the 404 of a study
// that does not exist and learns nothing from a 400.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { studyIdSchema } from '@scicomm/shared/study-api';
import { optionalUser } from '../auth/index.ts';
import { markAccess } from '../plugins/external/openapi.ts';
import { assertResearchAccess, researchNotFound } from '../research/index.ts';
import { type Member, studyForMember } from './study-service.ts';

export const NOT_FOR_OTHERS =
  "The study's owner and collaborators only: anybody else gets 404 NOT_FOUND, as for a study that does not exist. " +
  'A researcher whose session did not pass two-factor sign-in gets 403 TWO_FACTOR_SETUP_REQUIRED or TWO_FACTOR_REQUIRED.';

export async function callerId(request: FastifyRequest): Promise<string | null> {
  return (await optionalUser(request))?.id ?? null;
}

/**
 * The study of the path (`:id`) as its member sees it; 404 for anybody else, and for a malformed
 * id; 403 to a researcher whose session did not pass two-factor sign-in, whatever the study.
 */
export async function memberStudy(request: FastifyRequest): Promise<Member> {
  const id = studyIdSchema.safeParse((request.params as { id?: unknown }).id);
  if (!id.success) throw researchNotFound();
  await assertResearchAccess(request);
  return studyForMember(request.server.db, await callerId(request), id.data);
}

/** Every route of the scope answers 404 to anybody but a researcher, 403 without two-factor sign-in. */
export function researchersOnly(scope: FastifyInstance): void {
  markAccess(scope, 'signed-in');
  scope.addHook('preValidation', assertResearchAccess);
}

/** Every route of the scope answers 404 to anybody but the path's study's owner and collaborators. */
export function studyMembersOnly(scope: FastifyInstance): void {
  markAccess(scope, 'signed-in');
  scope.addHook('preValidation', async (request) => {
    await memberStudy(request);
  });
}
