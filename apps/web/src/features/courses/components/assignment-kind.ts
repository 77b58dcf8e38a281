// An assignment's kind as the page names it and where its work is done: an exercise's title and
// page from the exercise manifest, or the De-Jargonizer's (so a new exercise appears by itself).
import { exerciseManifest } from '@scicomm/shared/exercises';
import type { AssignmentKind } from '@scicomm/shared/course-api';

/** The shell's string of the tool's title (home.tools.{slug}.title). */
export const kindTitleKey = (kind: AssignmentKind) =>
  `home.tools.${kind === 'dejargonizer' ? 'de-jargonizer' : exerciseManifest[kind].slug}.title`;

/** The page the work is done on. */
export const kindPath = (kind: AssignmentKind) => (kind === 'dejargonizer' ? '/de-jargonizer' : `/${exerciseManifest[kind].slug}`);
