// The measures a group comparison summarises, without zod: the browser's result view needs the
// list, not the schemas of compare-api.ts (docs/performance.md).
export const GROUP_MEASURES = ['score', 'rarePercent', 'midPercent', 'words'] as const;
