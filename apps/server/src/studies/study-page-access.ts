// Who may open a study's page or its preview in the browser: its members only. Anybody else,
// researchers included, gets the not-found page with HTTP 404 (app.ts), so a study's address
// tells nothing of the study. A path is matched by the router's own rules (any letter case,
// empty segments and a trailing slash ignored: packages/shared app-routes.ts), so no spelling
// of the address the browser would open as the study's page gets past this check.
import type { FastifyRequest } from 'fastify';
import { matchesRoutePattern } from '@scicomm/shared';
import { optionalUser } from '../auth/index.ts';
import { isStudyMember } from './study-service.ts';

const STUDY_PAGES = [
  '/research/studies/:studyId',
  '/research/studies/:studyId/preview/:arm',
  '/research/studies/:studyId/reader-checks/:checkId',
];

/** The study id of a study's page or preview, else undefined. */
export function studyOfPage(pathname: string): string | undefined {
  if (!STUDY_PAGES.some((pattern) => matchesRoutePattern(pattern, pathname))) return undefined;
  return pathname.split('/').filter((segment) => segment !== '')[2];
}

/** For a study's page or preview: whether the caller is one of its members. Other paths: true. */
export async function mayOpenStudyPage(request: FastifyRequest, pathname: string): Promise<boolean> {
  const studyId = studyOfPage(pathname);
  if (studyId === undefined) return true;
  const caller = await optionalUser(request).catch(() => null);
  return isStudyMember(request.server.db, caller?.id ?? null, studyId);
}
