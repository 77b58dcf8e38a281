// The measures a group comparison summarises, without zod: the browser's result view needs the
// list, not the schemas of compare-api.ts (docs/performance.md).
// adjustedScore and explainedTerms: without the key terms sent and each file's explained terms
// (docs/de-jargonizer.md "Key terms and explained terms").
export const GROUP_MEASURES = ['score', 'adjustedScore', 'rarePercent', 'midPercent', 'words', 'explainedTerms'] as const;
