import { describe, expect, it } from 'vitest';
import { walkFloors } from '../../eval/replay/floors.ts';
import { realJargonAnalyzer } from '../../eval/replay/real-analyzer.ts';
import { unlabelledRows } from '../../eval/replay/report.ts';
import { byKind, heldOut, isQuestion, precisionOf, share, sharesOf } from '../../eval/replay/score.ts';
import { evaluateWalks, loadWalks } from '../../eval/replay/walk-evaluation.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';

// The walk evaluation's floor (docs/exercises.md "How the coach decides"): every walk — the
// shared one at COACH_WALKS_DIR and eval/walks/*.json — replayed through the built-in coach with
// the server's jargon measure; every remark must be labelled (eval/walks/labels*.tsv), and
// neither the false share on the held-out walks nor any kind's precision may fall below the
// floors of eval/replay/floors.ts. `npm run eval:coach` prints the same figures in full.
describe('the coach on whole walks', () => {
  it('makes only labelled remarks, no more false ones than the floors allow', { timeout: 600_000 }, async ({ skip }) => {
    const sources = loadWalks();
    skip(sources.walks.length === 0, `no walks to replay: ${sources.sharedMissing ?? ''}, and no packages/coach/eval/walks/*.json`);
    const analyzer = realJargonAnalyzer();
    if ('missing' in analyzer) throw new Error(`The walks need the built dictionaries: ${analyzer.missing}`);
    const { remarks } = await evaluateWalks(sources, createBuiltinCoach(analyzer));
    expect(remarks.length).toBeGreaterThan(0);
    // Rows to add to eval/walks/labels*.tsv (`npm run eval:coach -- --unlabelled` prints them too).
    expect(unlabelledRows(remarks).slice(1), 'unlabelled remarks').toEqual([]);
    for (const language of ['en', 'he'] as const) {
      const shares = sharesOf(remarks.filter((remark) => heldOut(remark) && remark.walk.language === language));
      if (shares.labelled === 0) continue;
      expect(share(shares.false, shares), `false share on held-out ${language} walks`).toBeLessThanOrEqual(walkFloors.falseShare[language]);
    }
    for (const [kind, shares] of byKind(remarks.filter((remark) => !isQuestion(remark)))) {
      const floor = walkFloors.kindPrecision[kind] ?? walkFloors.defaultKindPrecision;
      expect(precisionOf(shares), `precision of ${kind}`).toBeGreaterThanOrEqual(floor);
    }
  });
});
