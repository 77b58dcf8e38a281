// What a prerendered page needs beside its HTML for the browser's first render to equal it
// (docs/performance.md "Exercise pages"): the chat's opening, on a research edition's page which
// edition it is, and whether the HTML holds the cookie banner or the terms dialog. The build writes it into the page as a JSON data block after #root (a data block
// is never run, so the CSP's script-src does not apply); main.tsx reads it before hydrating.
import { createContext, useContext, type ReactNode } from 'react';
import type { ChatMessage } from '@scicomm/coach';
import type { ExerciseId, ResearchExerciseId } from '@scicomm/shared/exercises';

/** Which research edition a hidden path opens (GET /api/exercises/research/{slug}). */
export interface ResearchEdition {
  exercise: ResearchExerciseId;
  title: string;
  edition: 'full' | 'slim';
}

export interface ChatOpening {
  exercise: ExerciseId;
  /** The exercise call the chat makes, e.g. /api/HalfLife; a research edition's (whose path holds the uuid): null. */
  endpoint: string | null;
  messages: ChatMessage[];
  /**
   * Each message's text as the build sanitised it (DOMPurify, as the chat does): the browser shows
   * the opening from these before it has fetched DOMPurify (features/exercises/lib/chat-html.ts).
   */
  html: string[];
}

/** The start of a research edition's exercise call (research-exercise.tsx). */
export const RESEARCH_ENDPOINT_PREFIX = '/api/exercises/research/';

export interface PrerenderData {
  /** The first bot messages of the page's exercise, in English, as the server's first answer gives them. */
  chatOpening?: ChatOpening;
  /** A research edition's template: the edition, which the page would otherwise ask the server for. */
  researchEdition?: ResearchEdition;
  /**
   * The page's HTML holds the cookie banner: the variant of a page without the terms gate that
   * the server sends to a visitor who has not accepted cookies (docs/performance.md).
   */
  cookieBanner?: true;
  /**
   * The page's HTML holds the terms dialog, open: the variant of a page behind the terms gate that
   * the server sends to a visitor with neither terms consent nor a session cookie, who is sure to
   * get the dialog, so it paints from the HTML instead of after the session check (docs/web.md).
   */
  termsDialog?: true;
  /**
   * The server refused this page to this visitor (a researcher's, a study's or the admins' page
   * to somebody who may not see it) and answered with the not-found view: the page shows it while
   * the session loads, as it will once the session is known, instead of its "Checking…" line.
   * On a participant's link (/study/{token}) it says no study has the link: the page shows the
   * link's not-found view while it asks the server, instead of its loading line.
   */
  refused?: true;
  /**
   * The server asked this visitor without a session to sign in to see the page (a course's own
   * page): the page shows "Sign in to see this page" while the session loads, as it will once
   * the session says signed out.
   */
  signInToSee?: true;
}

/** The id of the data block in a prerendered page. */
export const PRERENDER_DATA_ID = 'prerender-data';

/** The data block for a page's HTML; `<` is escaped, so no text in it can end the element. */
export function prerenderDataElement(data: PrerenderData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
}

/** The data block of the page in the browser, or nothing (a page that is not prerendered, or bad JSON). */
export function readPrerenderData(document: Document): PrerenderData {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as PrerenderData) : {};
  } catch {
    return {};
  }
}

const PrerenderDataContext = createContext<PrerenderData>({});

export function PrerenderDataProvider({ data, children }: { data: PrerenderData; children: ReactNode }) {
  return <PrerenderDataContext.Provider value={data}>{children}</PrerenderDataContext.Provider>;
}

/** Whether the page's prerendered HTML holds the cookie banner (its first render must too). */
export function useCookieBannerInHtml(): boolean {
  return useContext(PrerenderDataContext).cookieBanner === true;
}

/** Whether the page's prerendered HTML holds the terms dialog, open (its first render must too). */
export function useTermsDialogInHtml(): boolean {
  return useContext(PrerenderDataContext).termsDialog === true;
}

/**
 * Whether the server answered this page with its not-found view (data `refused`). Only the first
 * render before the session is known relies on it; the session decides from then on.
 */
export function useRefusedByServer(): boolean {
  return useContext(PrerenderDataContext).refused === true;
}

/** Whether the server answered this page with its "Sign in to see this page" view (data `signInToSee`); like `useRefusedByServer`, for the first render only. */
export function useSignInAskedByServer(): boolean {
  return useContext(PrerenderDataContext).signInToSee === true;
}

/** The prerendered opening of this chat (its exercise and call), when the page has one (English only). */
export function useChatOpening(exercise: ExerciseId, endpoint: string, language: string | undefined): ChatOpening | undefined {
  const { chatOpening } = useContext(PrerenderDataContext);
  if (chatOpening?.exercise !== exercise || language !== 'en') return undefined;
  const sameCall = chatOpening.endpoint === null ? endpoint.startsWith(RESEARCH_ENDPOINT_PREFIX) : chatOpening.endpoint === endpoint;
  return sameCall ? chatOpening : undefined;
}
