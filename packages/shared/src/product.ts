// Product constants and the tool list of the home page and the sidebar.

export const PRODUCT_NAME = 'SciComm Studio';

export const CONSENT_COOKIE_DAYS = 365;
export const TERMS_CONSENT_COOKIE = 'terms_consent';
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';

export type ToolId = 'de-jargonizer' | 'half-life' | 'persuasion-rhetorics' | 'coherence' | 'critical-thinking' | 'ethics';

export interface Tool {
  id: ToolId;
  path: `/${string}`;
  /** The screen title; page titles read "{title} – SciComm Studio". */
  title: string;
}

export const tools: readonly Tool[] = [
  { id: 'de-jargonizer', path: '/de-jargonizer', title: 'De-Jargonizer' },
  { id: 'half-life', path: '/half-life', title: 'Half Life' },
  { id: 'persuasion-rhetorics', path: '/persuasion-rhetorics', title: 'Persuasion and Rhetorics' },
  { id: 'coherence', path: '/coherence', title: 'Coherence Coach' },
  { id: 'critical-thinking', path: '/critical-thinking', title: 'Critical Thinking Coach' },
  { id: 'ethics', path: '/ethics', title: 'Ethics' },
];

export function pageTitle(title?: string): string {
  return title ? `${title} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}
