import { describe, expect, it } from 'vitest';
import { realJargonAnalyzer } from '../../eval/replay/real-analyzer.ts';
import { replayWalk } from '../../eval/replay/replay.ts';
import { loadWalks } from '../../eval/replay/walk-evaluation.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { Coach } from '../engine/coach.ts';
import type { Finding } from '../findings/finding.ts';
import { remarkKinds } from '../kinds/kinds.ts';
import { everyKind } from '../kinds/shown.ts';

// The registry says each kind's message keys (kinds/kinds.ts): every finding the rules make on
// the walks, shown or not, is said with a key its kind lists.
describe('the registry of remark kinds on the walks', () => {
  // A bound for a hang, not a speed target: every walk replayed takes 1–3 minutes on a busy two-core machine.
  it('lists the message key of every finding the rules make', { timeout: 600_000 }, async () => {
    const analyzer = realJargonAnalyzer();
    if ('missing' in analyzer)
      throw new Error(`The walks need the built dictionaries: ${analyzer.missing}`);
    const rules = createBuiltinCoach(analyzer, { shown: () => everyKind });
    const unlisted = new Set<string>();
    const check = (item: Finding) => {
      const listed: readonly string[] = remarkKinds[item.kind].messages;
      if (!listed.includes(item.message.key)) unlisted.add(`${item.kind}: ${item.message.key}`);
      item.parts?.forEach(check);
    };
    const watched: Coach = {
      async feedback(request) {
        const feedback = await rules.feedback(request);
        feedback.findings?.forEach(check);
        return feedback;
      },
    };
    const { walks } = loadWalks();
    for (const walk of walks) await replayWalk(walk, watched);
    expect(walks.length).toBeGreaterThan(100);
    expect([...unlisted].sort()).toEqual([]);
  });
});
