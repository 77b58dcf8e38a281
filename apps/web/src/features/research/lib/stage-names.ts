// The dashboard's names of an exercise's stages (docs/research.md "Dashboard"): the script names
// a stage with an identifier ("text120First", "question2Details"), which the export and the
// codebook keep; people read words. One translation key per kind of stage, the question or
// statement number as a parameter; a name this list does not know is shown as it is.
import type { TFunction } from 'i18next';

const FIXED = new Set([
  'greeting',
  'name',
  'audience',
  'text',
  'summary',
  'text120First',
  'text60',
  'text30',
  'text120Last',
  'whichIsBetter',
  'reflectionOpen',
  'openReflection',
  'finished',
]);

const NUMBERED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^question(\d+)Choice$/u, 'questionChoice'],
  [/^question(\d+)Details$/u, 'questionDetails'],
  [/^question(\d+)Answer$/u, 'questionAnswer'],
  [/^revisionAfterQuestion(\d+)$/u, 'revisionAfterQuestion'],
  [/^reflection(\d+)$/u, 'reflection'],
];

export function stageName(t: TFunction, name: string): string {
  if (FIXED.has(name)) return t(`studies.dashboard.stageNames.${name === 'openReflection' ? 'reflectionOpen' : name}`);
  for (const [pattern, key] of NUMBERED) {
    const number = pattern.exec(name)?.[1];
    if (number !== undefined) return t(`studies.dashboard.stageNames.${key}`, { n: Number(number) });
  }
  return name;
}
