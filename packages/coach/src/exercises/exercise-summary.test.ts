import { describe, expect, it } from 'vitest';
import { exerciseSummary } from './exercise-summary.ts';

describe('exerciseSummary', () => {
  it('lists Half Life\'s four versions in the order written and the choices made', () => {
    const summary = exerciseSummary('halfLife', {
      text120Last: 'last',
      text120First: 'first',
      text60: 'sixty',
      text30: 'thirty',
      targetAudience: 'Adult',
      whichIsBetter: 'Revised',
      text120FirstJargonScore: 80,
    });
    expect(summary.versions.map((entry) => entry.field)).toEqual(['text120First', 'text60', 'text30', 'text120Last']);
    expect(summary.versions[0]?.value).toBe('first');
    expect(summary.choices).toEqual([
      { field: 'targetAudience', value: 'Adult' },
      { field: 'whichIsBetter', value: 'Revised' },
    ]);
  });

  it('leaves out versions not written yet and blank ones', () => {
    const summary = exerciseSummary('persuasive', { originalText: 'mine', textLogos: '  ', targetAudience: 'general' });
    expect(summary.versions).toEqual([{ field: 'originalText', value: 'mine' }]);
    expect(summary.choices).toEqual([{ field: 'targetAudience', value: 'general' }]);
  });

  it('shows Critical Thinking\'s final summary once when it is the last revision unchanged', () => {
    const fields = {
      initialSummary: 'a',
      revisionAfterQuestion1: 'b',
      revisionAfterQuestion2: 'c',
      revisionAfterQuestion3: 'd',
      revisionAfterQuestion4: 'e',
      finalSummary: 'e',
    };
    expect(exerciseSummary('criticalThinking', fields).versions.map((entry) => entry.field)).toEqual([
      'initialSummary',
      'revisionAfterQuestion1',
      'revisionAfterQuestion2',
      'revisionAfterQuestion3',
      'revisionAfterQuestion4',
    ]);
  });
});
