// Whether a page path is a study's participant link that no study has (/study/{token}, docs/
// research.md "Taking part"). app.ts answers such a link as the participation API does, with
// 404, and sends the page's prerendered not-found view ("This study link is not valid"), which
// paints before the script; a link of a study gets the page, which needs the study's data.
import { matchesRoutePattern } from '@scicomm/shared';
import type { Executor } from '../db/executor.ts';
import { findLink } from './study-repository.ts';

/** The participant's page of a study link (the shared route list's pattern). */
const PARTICIPATION_PAGE = '/study/:token';

export async function isUnknownStudyLink(db: Executor, pathname: string): Promise<boolean> {
  if (!matchesRoutePattern(PARTICIPATION_PAGE, pathname)) return false;
  const segment = pathname.split('/').filter((part) => part !== '')[1] ?? '';
  let token: string;
  try {
    // The page reads its token from the address as the router decodes it.
    token = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return (await findLink(db, token)) === undefined;
}
