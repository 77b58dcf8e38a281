import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyRuleModule } from '../areas/rule-module.ts';
import { ruleModules, rulesAt } from './rules.ts';

const areasDir = path.join(path.dirname(import.meta.dirname), 'areas');
const packageDir = path.dirname(path.dirname(import.meta.dirname));

describe('the rule registry', () => {
  it("lists the rule of every rule kind module, each in its kind's area folder", async () => {
    const files = readdirSync(areasDir, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === 'rule.ts');
    const unlisted: string[] = [];
    const misplaced: string[] = [];
    for (const file of files) {
      const listed = Object.values(await import(path.join(areasDir, file))).find((rule) => ruleModules.includes(rule as never)) as AnyRuleModule | undefined;
      if (!listed) unlisted.push(file);
      const area = listed?.kind.definition.area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      if (listed && file.split(path.sep)[0] !== area) misplaced.push(file);
    }
    expect(unlisted).toEqual([]);
    expect(misplaced).toEqual([]);
    expect(ruleModules).toHaveLength(files.length);
  });

  it('runs the rules of a point in the order each declares, no two at one place', () => {
    for (const point of ['readerQuestions', 'textForReaders', 'question', 'ethos'] as const) {
      const orders = rulesAt(point).map((rule) => rule.order);
      expect(new Set(orders).size, point).toBe(orders.length);
      expect(orders, point).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(rulesAt('readerQuestions').map((rule) => rule.kind.id)).toEqual(['jargon.wordsForReaders', 'claims.certainty', 'abbreviations.askReaders']);
  });
});

describe('the labelled cases of the rules', () => {
  it('are where each rule points (eval/cases/<area>.ts), or the rule says why it has none', () => {
    const missing = ruleModules.filter(({ cases }) => (typeof cases === 'string' ? !existsSync(path.join(packageDir, cases)) : cases.none.trim() === ''));
    expect(missing.map((rule) => rule.kind.id)).toEqual([]);
  });
});
