// Every stage a study's dashboard can name, in every exercise a study runs and every variant, reads as words in English,
// Hebrew and Arabic: no script identifier (camelCase) reaches the page.
import { describe, expect, it } from 'vitest';
import { exercises } from '@scicomm/coach';
import { EXERCISE_KEYS } from '@scicomm/shared/study-api';
import { createI18n } from '../../../lib/i18n.ts';
import { stageName } from './stage-names.ts';

const stageNames = [
  ...new Set(
    Object.values(EXERCISE_KEYS).flatMap((key) =>
      Object.values(exercises[key].variants as Record<string, { script: { stages: ReadonlyArray<{ name: string }> } }>).flatMap(
        (variant) => variant.script.stages.map((stage) => stage.name),
      ),
    ),
  ),
];

describe('stage names on the dashboard', () => {
  it.each(['en', 'he', 'ar'])('are words in %s, never an identifier', (language) => {
    const i18n = createI18n(language);
    for (const name of ['text120First', 'question2Details', 'revisionAfterQuestion4', 'reflection3']) expect(stageNames).toContain(name);
    for (const name of stageNames) {
      const words = stageName(i18n.t, name);
      expect(words, name).not.toMatch(/[a-z][A-Z]|studies\.dashboard/u);
      expect(words, name).not.toBe('');
    }
  });

  it('gives the number of a numbered stage', () => {
    const i18n = createI18n('en');
    expect(stageName(i18n.t, 'text120First')).toBe('text of about 120 words');
    expect(stageName(i18n.t, 'question2Details')).toBe('question 2: the table');
    expect(stageName(i18n.t, 'revisionAfterQuestion4')).toBe('revision after question 4');
  });
});
