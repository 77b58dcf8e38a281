// The researchers' API (docs/research.md): how many sessions each research edition has, and
// the export of its sessions as CSV. Only users with the researcher role reach it; for anybody
// else it does not exist (404). The server declares these as its route schemas; the web app
// takes its types from here.
import { z } from 'zod';
import { RESEARCH_EXERCISE_IDS, exerciseManifest, type ResearchExerciseSlug } from './exercises.ts';

/** The exercises with research editions, as studies and the export name them (exercises.ts). */
export const RESEARCH_EXERCISES: readonly [ResearchExerciseSlug, ...ResearchExerciseSlug[]] = RESEARCH_EXERCISE_IDS.map(
  (id) => exerciseManifest[id].slug,
) as [ResearchExerciseSlug, ...ResearchExerciseSlug[]];
export type ResearchExercise = ResearchExerciseSlug;

/**
 * The research editions a study can run: the hidden paths of each research exercise in their
 * full and slim editions, and research sessions started on the public exercise with
 * `?research=1` (or isResearch in the request): "link".
 */
export type ResearchEdition = `${ResearchExercise}-${ResearchEditionKind}`;
export const RESEARCH_EDITIONS = RESEARCH_EXERCISES.flatMap((exercise) =>
  (['full', 'slim', 'link'] as const).map((kind): ResearchEdition => `${exercise}-${kind}`),
) as [ResearchEdition, ...ResearchEdition[]];
export const researchEditionSchema = z.enum(RESEARCH_EDITIONS);

/** full: the configured coach; slim: neutral coaching; link: the public exercise with ?research=1. */
export type ResearchEditionKind = 'full' | 'slim' | 'link';

export function editionParts(edition: ResearchEdition): { exercise: ResearchExercise; kind: ResearchEditionKind } {
  const cut = edition.lastIndexOf('-');
  return {
    exercise: edition.slice(0, cut) as ResearchExercise,
    kind: edition.slice(cut + 1) as ResearchEditionKind,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day as YYYY-MM-DD; the range is of UTC days, both ends included. */
export const researchDateSchema = z
  .string()
  .refine(isCalendarDate, { message: 'Use a date as YYYY-MM-DD (for example 2026-03-01).' });

/** The editions to include, comma-separated ("half-life-slim,coherence-slim"); omitted: all. */
export const researchEditionsParamSchema = z.string().refine(
  (value) => value.split(',').every((name) => (RESEARCH_EDITIONS as readonly string[]).includes(name.trim())),
  { message: `Use a comma-separated list of: ${RESEARCH_EDITIONS.join(', ')}.` },
);

/** What both endpoints filter by: sessions that started between `from` and `to` (UTC days, inclusive). */
export const researchRangeQuerySchema = z
  .object({
    from: researchDateSchema.optional(),
    to: researchDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '"from" must not be after "to".',
    path: ['from'],
  });

export const researchExportQuerySchema = z
  .object({
    editions: researchEditionsParamSchema.optional(),
    from: researchDateSchema.optional(),
    to: researchDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '"from" must not be after "to".',
    path: ['from'],
  });
export type ResearchExportQuery = z.infer<typeof researchExportQuerySchema>;

/** The editions a comma-separated parameter names, in the order of RESEARCH_EDITIONS; all when absent. */
export function parseEditionsParam(value: string | undefined): ResearchEdition[] {
  if (value === undefined || value.trim() === '') return [...RESEARCH_EDITIONS];
  const named = new Set(value.split(',').map((name) => name.trim()));
  return RESEARCH_EDITIONS.filter((edition) => named.has(edition));
}

export const researchEditionCountSchema = z.object({
  edition: researchEditionSchema,
  exercise: z.enum(RESEARCH_EXERCISES),
  kind: z.enum(['full', 'slim', 'link']),
  /** Sessions with at least one answer stored (a row exists from the first answer on). */
  started: z.number().int().nonnegative(),
  /** Of those, the sessions that reached the end (end_time is set). */
  finished: z.number().int().nonnegative(),
});
export type ResearchEditionCount = z.infer<typeof researchEditionCountSchema>;

export const researchSummaryReplySchema = z.object({
  editions: z.array(researchEditionCountSchema),
});
export type ResearchSummary = z.infer<typeof researchSummaryReplySchema>;

/** GET /api/research/access: the caller is a researcher (anybody else gets 404). */
export const researchAccessReplySchema = z.object({ researcher: z.boolean() });
export type ResearchAccess = z.infer<typeof researchAccessReplySchema>;
