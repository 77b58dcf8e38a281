// Each of the measure's figures is written once, in code: the score praised above
// (PRAISED_SCORE_ABOVE) and the Hebrew and Arabic cut-offs per million words (COMMON_PER_MILLION,
// MID_PER_MILLION). The web app's texts and the coach's messages interpolate them, so a literal
// there fails; a doc cannot interpolate, so a doc that states one must state the constant's value.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMON_PER_MILLION, MID_PER_MILLION } from '../packages/jargon/src/bands.ts';
import { PRAISED_SCORE_ABOVE } from '../packages/jargon/src/score.ts';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const figure = (value: number) => `(?<![\\d.,])${String(value).replace('.', '\\.')}(?![\\d.,])`;

/** A score word of the three languages beside the praised score written as a number. */
const SCORE_WORD = /\bscore\b|ציון|درج/iu;
const SCORE_TARGET = new RegExp(figure(PRAISED_SCORE_ABOVE), 'u');
/** A cut-off written as a number, followed closely by "per million" in one of the languages. */
const PER_MILLION = new RegExp(
  `(${figure(COMMON_PER_MILLION)}|${figure(MID_PER_MILLION)})[^\\d.;:()]{0,25}?(per million|למיליון|במיליון|مليون)`,
  'u',
);

/** The texts that state a figure as a literal where the constant should be interpolated. */
export function literalFigures(texts: readonly string[]): string[] {
  return texts.filter((text) => (SCORE_WORD.test(text) && SCORE_TARGET.test(text)) || PER_MILLION.test(text));
}

function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** The code lines of a source file (comments left out: they may explain a figure). */
const codeLines = (source: string) =>
  source.split('\n').filter((line) => !/^\s*(\/\/|\/?\*)/u.test(line));

/** The figures a doc states, each with the constant's value it must equal. */
export function statedFigures(markdown: string): { stated: number; constant: number; text: string }[] {
  const text = markdown.replace(/\s+/gu, ' ');
  const stated = [
    { pattern: /\bcommon\b[^.;]{0,15}?(\d+(?:\.\d+)?) per million/gu, constant: COMMON_PER_MILLION },
    { pattern: /\bmid(?:-frequency)?\b[^.;]{0,15}?(\d+(?:\.\d+)?) per million/gu, constant: MID_PER_MILLION },
    { pattern: /\b(?:score|aim)\b[^.;]{0,30}?\babove (\d+)\b/giu, constant: PRAISED_SCORE_ABOVE },
  ];
  return stated.flatMap(({ pattern, constant }) =>
    [...text.matchAll(pattern)].map((match) => ({ stated: Number(match[1]), constant, text: match[0] })),
  );
}

const DOCS = globSync(['README.md', '**/README.md', 'docs/*.md'], { cwd: root, exclude: (name) => name === 'node_modules' });

describe('the measure\'s figures, said once', () => {
  it('finds a literal score target or per-million cut-off, and not the interpolated ones', () => {
    expect(
      literalFigures([
        'The score runs from 0 to 100; above 90 is a good sign.',
        'הציון היה {{score}} (כדאי לשאוף ליותר מ־90)',
        'common from 10 per million (1,589 times or more)',
        'ومتوسطة الشيوع من 0.5 في المليون',
        'The score runs from 0 to 100; above {{scoreTarget}} is a good sign.',
        'common from {{commonPerMillion}} per million (1,589 times or more)',
        '159 million words, 90 minutes',
      ]),
    ).toEqual([
      'The score runs from 0 to 100; above 90 is a good sign.',
      'הציון היה {{score}} (כדאי לשאוף ליותר מ־90)',
      'common from 10 per million (1,589 times or more)',
      'ومتوسطة الشيوع من 0.5 في المليون',
    ]);
  });

  it('are interpolated in the web app\'s texts', () => {
    const files = globSync('apps/web/src/locales/**/*.json', { cwd: root });
    expect(files.length).toBeGreaterThan(30);
    const literal = files.flatMap((file) => literalFigures(jsonStrings(JSON.parse(read(file)))).map((text) => `${file}: ${text}`));
    expect(literal).toEqual([]);
  });

  it('are interpolated in the coach\'s messages', () => {
    const files = globSync('packages/coach/src/**/*.ts', { cwd: root }).filter((file) => !file.endsWith('.test.ts'));
    const literal = files.flatMap((file) => literalFigures(codeLines(read(file))).map((text) => `${file}: ${text.trim()}`));
    expect(literal).toEqual([]);
  });

  it('are stated in the docs as the constants give them', () => {
    const figures = DOCS.flatMap((doc) => statedFigures(read(doc)).map((found) => ({ doc, ...found })));
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.filter(({ stated, constant }) => stated !== constant)).toEqual([]);
  });
});
