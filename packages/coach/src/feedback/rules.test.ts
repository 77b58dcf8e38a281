import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleModules, rulesAt } from './rules.ts';

const areasDir = path.join(path.dirname(import.meta.dirname), 'areas');

describe('the rule registry', () => {
  it('lists every rule module of the areas', async () => {
    const files = readdirSync(areasDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('-rule.ts'));
    const unlisted: string[] = [];
    for (const file of files) {
      const exported = Object.values(await import(path.join(areasDir, file)));
      if (!exported.some((rule) => ruleModules.includes(rule as never))) unlisted.push(file);
    }
    expect(unlisted).toEqual([]);
    expect(ruleModules).toHaveLength(files.length);
  });

  it('runs the rules of a point in the order each declares, no two at one place', () => {
    for (const point of ['readerQuestions', 'textForReaders', 'question', 'ethos'] as const) {
      const orders = rulesAt(point).map((rule) => rule.order);
      expect(new Set(orders).size, point).toBe(orders.length);
      expect(orders, point).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(rulesAt('readerQuestions').map((rule) => rule.makes[0])).toEqual(['jargon.wordsForReaders', 'claims.certainty', 'abbreviations.askReaders']);
  });
});

/** Rules measured on the walks alone, with no labelled cases yet: the reason each has none. */
const measuredOnWalksOnly: Readonly<Record<string, string>> = {
  jargon: 'the words for the readers rest on the measure of the real dictionaries, which the cases run without',
  spelling: 'in shadow; its labels come from the walks',
};

describe('the labelled cases of the rules', () => {
  it('exist for the area of every rule module (eval/cases/<area>.ts)', () => {
    const casesDir = path.join(path.dirname(path.dirname(import.meta.dirname)), 'eval', 'cases');
    const areas = readdirSync(areasDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-rule.ts'))
      .map((file) => path.dirname(file));
    const missing = [...new Set(areas)].filter((area) => !(area in measuredOnWalksOnly) && !existsSync(path.join(casesDir, `${area}.ts`)));
    expect(missing).toEqual([]);
  });
});
