// Product constants and the tool list of the home page and the sidebar.
import { EXERCISE_IDS, exerciseManifest, type ExerciseSlug } from './exercises.ts';

export const PRODUCT_NAME = 'SciComm Studio';

export const CONSENT_COOKIE_DAYS = 365;
export const TERMS_CONSENT_COOKIE = 'terms_consent';
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
/**
 * The cookie notice's two answers, as cookie_consent's value: 'true' lets the site count page
 * views; 'false' is "Only necessary". Either one is a choice made, and the notice is not shown again.
 */
export const COOKIE_CHOICES = { all: 'true', necessary: 'false' } as const;
export const madeCookieChoice = (value: string | undefined): boolean => value === COOKIE_CHOICES.all || value === COOKIE_CHOICES.necessary;

/** A tool: the De-Jargonizer or an exercise (exercises.ts), by its slug. */
export type ToolId = 'de-jargonizer' | ExerciseSlug;

export interface Tool {
  id: ToolId;
  path: `/${string}`;
  /** The screen title; page titles read "{title} – SciComm Studio". */
  title: string;
}

export const tools: readonly Tool[] = [
  { id: 'de-jargonizer', path: '/de-jargonizer', title: 'De-Jargonizer' },
  ...EXERCISE_IDS.map((id): Tool => {
    const { slug, title } = exerciseManifest[id];
    return { id: slug, path: `/${slug}`, title };
  }),
];

export function pageTitle(title?: string): string {
  return title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}
