import { freshPrecision } from '../findings/fresh-precision.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFreshLabels } from '../../eval/fresh/fresh-sets.ts';
import { freshTable, staleFreshCounts, wilsonInterval } from '../../eval/fresh/pool.ts';
import { countedBy, countedToday, replayEveryKind } from '../../eval/fresh/asked-today.ts';
import { sharedWalksRoot } from '../../eval/replay/walk-paths.ts';
import { isShown, shownVerdict } from '../kinds/shown.ts';
import { writtenLanguage } from '../i18n/language.ts';
import { allRemarkKinds, remarkKinds } from '../kinds/kinds.ts';
import type { Coach } from '../engine/coach.ts';
import type { Finding } from '../findings/finding.ts';

// What the coach shows is derived from the first labels of every fresh set (docs/exercises.md
// "How the coach decides"): src/findings/fresh-precision.ts must say what the labels say.
describe('the pooled fresh table', () => {
  // A bound for a hang, not a speed target: every walk replayed takes 1–3 minutes on a busy two-core machine.
  it('is what src/findings/fresh-precision.ts says, and says every finding with a key its kind lists', { timeout: 600_000 }, async () => {
    const root = sharedWalksRoot();
    // The shared sets' labels are in the shared folder (CI has it beside the clone).
    if (!existsSync(path.join(root, '2026-11-26')))
      throw new Error(`The shared walks are not at ${root} (COACH_WALKS_ROOT).`);
    const labels = loadFreshLabels(root);
    // One replay of every walk with every kind made: it says which fresh questions today's rules
    // ask, and each finding the rules make, shown or not, must be said with a key its kind lists.
    const unlisted = new Set<string>();
    const check = (item: Finding) => {
      const listed: readonly string[] = remarkKinds[item.kind].messages;
      if (!listed.includes(item.message.key)) unlisted.add(`${item.kind}: ${item.message.key}`);
      item.parts?.forEach(check);
    };
    const watched = (rules: Coach): Coach => ({
      async feedback(request) {
        const feedback = await rules.feedback(request);
        feedback.findings?.forEach(check);
        return feedback;
      },
    });
    const remarks = await replayEveryKind(undefined, watched);
    expect(new Set(remarks.map((remark) => remark.walk.id)).size).toBeGreaterThan(100);
    expect([...unlisted].sort(), 'message keys the kinds do not list').toEqual([]);
    const table = freshTable(labels, countedBy(remarks));
    expect(staleFreshCounts(table), 'run `npm run eval:coach -- --write-fresh`').toEqual([]);
    expect(
      [...table.values()].reduce(
        (sum, row) => sum + (row.en?.remarks ?? 0) + (row.he?.remarks ?? 0),
        0,
      ),
    ).toBeGreaterThan(600);
  });

  it('shows a kind only at 0.95 or more, in its language, over enough fresh remarks for what it reads', () => {
    for (const kind of allRemarkKinds) {
      for (const language of ['en', 'he', 'ar'] as const) {
        const verdict = shownVerdict(kind, language);
        expect(isShown(kind, language)).toBe(verdict.shown);
      }
    }
    // Today's pool: the longest sentence is measured on 80 English fresh remarks with none false;
    // the comparison question has no fairness label yet.
    expect(shownVerdict('sentence.tooLong', 'en')).toEqual({ shown: true, why: 'holds' });
    expect(shownVerdict('importance.noComparison', 'en')).toEqual({ shown: false, why: 'unmeasured in this language' });
    // The spelling remark is served since its lists are built ahead, and held back by its labels (12 of 15).
    expect(shownVerdict('spelling.misspelt', 'en')).toEqual({ shown: false, why: 'below floor in this language' });
    // The words question: served in English (207 of 233 fair) and in Hebrew (129 of 149, 0.866:
    // w54 took it under the floor, 113 of 134, until its two glosses, "שזה כמו …" and a bare
    // apposition, were read); in Arabic on the 54 it still asks (47 fair), naming only words under Zipf 1.5 there.
    expect(shownVerdict('jargon.wordsForReaders', 'en').shown).toBe(true);
    expect(shownVerdict('jargon.wordsForReaders', 'he')).toEqual({ shown: true, why: 'holds' });
    expect(shownVerdict('jargon.wordsForReaders', 'ar')).toEqual({ shown: true, why: 'holds' });
    expect(shownVerdict('criticalThinking.questionStated', 'he')).toEqual({
      shown: false,
      why: 'unmeasured in this language',
    });
    expect(shownVerdict('summary.figures', 'ar').shown).toBe(true);
    // Measured on Arabic fresh sets (the note, then the summary of sentences), none false.
    expect(shownVerdict('sentence.tooLong', 'ar')).toEqual({ shown: true, why: 'holds' });
    // The three questions (certainty words, abbreviations, the words for the readers) are judged
    // by their fairness labels alone: their earlier labels by the truth rule do not count.
    for (const kind of ['claims.certainty', 'abbreviations.askReaders', 'jargon.wordsForReaders'] as const) {
      for (const language of ['en', 'he', 'ar'] as const) {
        const fairness = freshPrecision[kind]?.[language];
        if (!fairness?.questions) expect(shownVerdict(kind, language).shown).toBe(false);
      }
    }
  });

  it('shows a question kind at 0.85 fair or more over at least 20 fairness labels in the language', () => {
    const table = (questions: number, unfair: number) => ({ 'claims.certainty': { en: { remarks: 40, falseRemarks: 0, questions, unfair } } });
    expect(shownVerdict('claims.certainty', 'en', table(20, 3))).toEqual({ shown: true, why: 'holds' });
    expect(shownVerdict('claims.certainty', 'en', table(20, 4))).toEqual({ shown: false, why: 'below floor in this language' });
    expect(shownVerdict('claims.certainty', 'en', table(19, 0))).toEqual({ shown: false, why: 'too few in this language' });
    expect(shownVerdict('claims.certainty', 'en', { 'claims.certainty': { en: { remarks: 40, falseRemarks: 0 } } })).toEqual({
      shown: false,
      why: 'unmeasured in this language',
    });
  });

  it('shows a kind on Arabic text as on Hebrew: only when its Arabic fresh remarks exist and hold', () => {
    const holding = { remarks: 40, falseRemarks: 0 };
    const verdict = (ar: { remarks: number; falseRemarks: number } | undefined) =>
      shownVerdict('sentence.tooLong', 'ar', {
        'sentence.tooLong': { en: holding, he: holding, ...(ar ? { ar } : {}) },
      });
    expect(verdict({ remarks: 6, falseRemarks: 0 })).toEqual({ shown: true, why: 'holds' });
    expect(verdict(undefined)).toEqual({ shown: false, why: 'unmeasured in this language' });
    expect(verdict({ remarks: 6, falseRemarks: 1 })).toEqual({
      shown: false,
      why: 'below floor in this language',
    });
    // Fewer than a form kind's 5 fresh remarks in the language itself: not yet.
    expect(verdict({ remarks: 4, falseRemarks: 0 })).toEqual({ shown: false, why: 'too few in this language' });
  });

  it("judges each language alone: another language's false remarks do not hold a kind back", () => {
    const table = { 'sentence.tooLong': { he: { remarks: 12, falseRemarks: 0 }, ar: { remarks: 9, falseRemarks: 4 } } };
    expect(shownVerdict('sentence.tooLong', 'he', table)).toEqual({ shown: true, why: 'holds' });
    expect(shownVerdict('sentence.tooLong', 'ar', table)).toEqual({ shown: false, why: 'below floor in this language' });
  });

  it('counts remarks on Arabic texts under Arabic, whatever set they were labelled in', () => {
    const shared = loadFreshLabels(sharedWalksRoot()).filter((label) => label.set === 'shared 2026-11-27');
    const table = freshTable(shared);
    // w7 and w8: the score line five times, and Persuasion's three prompts once each.
    expect(table.get('summary.figures')?.ar).toEqual({ remarks: 5, falseRemarks: 0 });
    expect(table.get('teach.ethos')).toEqual({ ar: { remarks: 1, falseRemarks: 0 } });
  });

  it('counts a question while today\'s rules ask it, a statement always', { timeout: 600_000 }, async () => {
    const w33 = loadFreshLabels(sharedWalksRoot()).filter((label) => label.set === 'w33');
    const question = w33.find((label) => label.kind === 'claims.certainty' && label.class === 'FAIR')!;
    const statement = w33.find((label) => label.class === 'TRUE-ACTIONABLE')!;
    // The same question at a span no rule asks of: a rule narrowed since its label.
    const narrowed = { ...question, at: { ...question.at!, anchor: '0-1' } };
    const counted = await countedToday([question, statement, narrowed]);
    expect([counted(question), counted(statement), counted(narrowed)]).toEqual([true, true, false]);
    expect(freshTable([question, narrowed], counted).get('claims.certainty')?.en).toEqual({ remarks: 0, falseRemarks: 0, questions: 1, unfair: 0 });
  });

  it('reads the language of a text from its letters', () => {
    expect(writtenLanguage('The cells divide.')).toBe('en');
    expect(writtenLanguage('התאים מתחלקים.')).toBe('he');
    expect(writtenLanguage('تنقسم الخلايا.')).toBe('ar');
  });

  it('gives Wilson intervals that hold the proportion and narrow with more remarks', () => {
    const [low, high] = wilsonInterval(56, 56);
    expect(high).toBe(1);
    expect(low).toBeCloseTo(0.953, 2);
    const [smallLow] = wilsonInterval(5, 5);
    expect(smallLow).toBeLessThan(low);
    const [l, h] = wilsonInterval(5, 27);
    expect(l).toBeLessThan(5 / 27);
    expect(h).toBeGreaterThan(5 / 27);
  });
});
