// Who may open a study's page or its preview in the browser: its members only. Anybody else,
// researchers included, gets the not-found page with HTTP 404 (app.ts), so a study's address
// tells nothing of the study.
import type { FastifyRequest } from 'fastify';
import { optionalUser } from '../auth/index.ts';
import { isStudyMember } from './study-service.ts';

const STUDY_PAGE = /^\/research\/studies\/([^/]+)(?:\/preview\/[^/]+)?\/?$/;

/** For a study's page or preview: whether the caller is one of its members. Other paths: true. */
export async function mayOpenStudyPage(request: FastifyRequest, pathname: string): Promise<boolean> {
  const studyId = STUDY_PAGE.exec(pathname)?.[1];
  if (studyId === undefined) return true;
  const caller = await optionalUser(request).catch(() => null);
  return isStudyMember(request.server.db, caller?.id ?? null, studyId);
}
