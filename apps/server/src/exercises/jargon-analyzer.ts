// The exercises' jargon measure: the De-Jargonizer adapted to the coach (it lives in
// @scicomm/coach, so the coach's walk evaluation measures with the same code).
export { createJargonAnalyzer, createLazyJargonAnalyzer, type PeriodDictionaries } from '@scicomm/coach/coaches/jargon-analyzer';
