// The rebuilt rare-word question (`jargon.unfamiliarWords`, unfamiliar-words.ts), and how it leaves
// the spelling remark's words out (`spelling.misspelt`, ../spelling/misspelt-words.ts): one case a rule, each from a word the walks or the
// labelled word sets (eval/rare-words) found asked wrongly or rightly. The spoken-English counts are
// read from the data folder (data/README.md "Spoken English"); without it the question is not made,
// and these cases are skipped.
import { describe, expect, it } from 'vitest';
import { audienceProfile, type AudienceLevel } from '../../coaches/audience.ts';
import type { FeedbackRequest, JargonAnalysis } from '../../coaches/coach.ts';
import { renderMessage } from '../../findings/render.ts';
import { everyKind, type ShownKinds } from '../../findings/shown.ts';
import { measureText } from '../sentences/text-measures.ts';
import { audienceFeedback } from '../../feedback/half-life-feedback.ts';
import {
  createFakeJargonAnalyzer,
  type FakeAnalyzerWords,
} from '../../testing/fake-jargon-analyzer.ts';
import { wordsToAsk } from './jargon-remarks.ts';
import { misspeltWordsRemarks } from '../spelling/misspelt-words.ts';
import { judgeRareWords, unfamiliarWordsQuestion } from './unfamiliar-words.ts';
import { spokenEnglish } from '../../measures/word-lexicons.ts';

const noData = spokenEnglish() === null;

/** The fake measure with the news's silence for unlisted words, as the real window has for most forms. */
function analysed(text: string, words: FakeAnalyzerWords): JargonAnalysis {
  return createFakeJargonAnalyzer({ unlistedCount: 0, ...words }).analyze(text) as JargonAnalysis;
}

/** The words the rebuilt question asks about, as written. */
function asked(text: string, rare: Record<string, number>, level: AudienceLevel): string[] {
  return (judgeRareWords(text, analysed(text, { rare }), level)?.asked ?? []).map(
    (word) => word.word,
  );
}

// The first case loads the spelling dictionaries and the term list (some seconds).
describe.skipIf(noData)('the rebuilt rare-word question', { timeout: 60_000 }, () => {
  it('names a misspelling as spelling, with the word meant, and never asks it as jargon', () => {
    const text =
      'When a crack lets water in they wake up, eat the calcium lactate and make limestone, wich fills the crack.';
    const analysis = analysed(text, { rare: { wich: 0, lactate: 6 } });
    const verdicts = judgeRareWords(text, analysis, 'highSchool');
    expect(verdicts?.misspelt.map((item) => [item.written.word, item.suggestion])).toEqual([
      ['wich', 'which'],
    ]);
    expect(verdicts?.asked.map((word) => word.word)).toEqual(['lactate']);
    const [remark] = misspeltWordsRemarks(text, analysis);
    expect(remark?.kind).toBe('spelling.misspelt');
    expect(remark?.span).toEqual({ start: text.indexOf('wich'), end: text.indexOf('wich') + 4 });
    expect(renderMessage(remark!.message)).toBe('“wich” looks misspelt: did you mean “which”?');
    // The rules of jargon-remarks.ts alone would ask it ("Would readers with high school science know wich, alot, lactate?").
    expect(wordsToAsk(text, analysis, 'highSchool').map((word) => word.word)).toContain('wich');
  });

  it('calls no term misspelt that the dictionaries lack but the term list has, or that has no common neighbour', () => {
    const text =
      'Opsin proteins in the skin may sense light, and the brain clears waste through the glymphatic system.';
    // "lymphatic" is one letter away from "glymphatic", and counted 25 times in the news window.
    const analysis = analysed(text, {
      rare: { opsin: 0, glymphatic: 0 },
      frequencies: { lymphatic: 25 },
    });
    expect(misspeltWordsRemarks(text, analysis)).toEqual([]);
    expect(judgeRareWords(text, analysis, 'highSchool')?.asked.map((word) => word.word)).toEqual([
      'opsin',
      'glymphatic',
    ]);
  });

  it('does not ask a term the text explains where it stands', () => {
    expect(
      asked(
        'I study tardigrades, tiny animals about half a millimetre long that live in moss.',
        { tardigrades: 2 },
        'elementary',
      ),
    ).toEqual([]);
    expect(
      asked(
        'In our mix we add tiny capsules with bacteria spores and their food, calcium lactate.',
        { lactate: 6 },
        'highSchool',
      ),
    ).toEqual([]);
    expect(
      asked(
        'Bats find their way by echolocation: they make very high calls and listen to the echoes.',
        { echolocation: 3 },
        'highSchool',
      ),
    ).toEqual([]);
  });

  it('does not ask a word common in speech, however rare in the news, for lay readers', () => {
    // Both were asked by the old question and labelled everyday (bream 368 in the subtitles, hydrochloric 268).
    const bream =
      'In our lab we counted about three times as many young sea bream in the bays where seagrass still grows.';
    expect(
      wordsToAsk(bream, analysed(bream, { rare: { bream: 12 } }), 'adults').map(
        (word) => word.word,
      ),
    ).toEqual(['bream']);
    expect(asked(bream, { bream: 12 }, 'adults')).toEqual([]);
    expect(
      asked('We dissolve the metals in warm hydrochloric acid.', { hydrochloric: 6 }, 'highSchool'),
    ).toEqual([]);
    // A compound of two words common in speech is as everyday as its parts.
    expect(
      asked(
        'Limescale builds up inside kettles in towns with hard water.',
        { limescale: 4 },
        'adults',
      ),
    ).toEqual([]);
  });

  it('asks a real technical term, quoting its sentence', () => {
    const text =
      'We measure this with differential scanning calorimetry and texture tests on loaves.';
    const analysis = analysed(text, { rare: { calorimetry: 0 } });
    const question = unfamiliarWordsQuestion(
      text,
      analysis,
      'readers with junior high school science',
      'en',
      false,
      'juniorHigh',
    );
    expect(question?.kind).toBe('jargon.unfamiliarWords');
    expect(renderMessage(question!.message)).toBe(
      `Will readers with junior high school science know <span class="rare-word">calorimetry</span>? If not, replace it or explain it in a few plain words where it first appears: “${text}”`,
    );
    expect(
      asked(
        'The virus takes over the ribosomes of the cell to copy itself.',
        { ribosomes: 3 },
        'juniorHigh',
      ),
    ).toEqual(['ribosomes']);
  });

  it('takes an unknown capitalised word at a sentence start for a name', () => {
    expect(
      asked(
        'Tiktaalik had fins with bones like the bones of our arms.',
        { tiktaalik: 0 },
        'juniorHigh',
      ),
    ).toEqual([]);
  });

  it('says nothing of a Hebrew text', () => {
    const text = 'אני חוקרת אאוטרופיקציה בחופי הים התיכון.';
    expect(
      unfamiliarWordsQuestion(
        text,
        analysed(text, { rare: { אאוטרופיקציה: 0 } }),
        'קוראים',
        'he',
        false,
        'highSchool',
      ),
    ).toBeNull();
  });
});

describe.skipIf(noData)('the new kinds in the audience feedback', { timeout: 60_000 }, () => {
  const request: FeedbackRequest = {
    exercise: 'halfLife',
    stage: 3,
    task: 'Tell what you study and why it is important.',
    text: 'We mix bacteria into concrete, and calorimetry shows the heat, wich tells us when the crack closes.',
    audience: 'highSchool',
    words: { target: 30, min: 20, max: 40 },
    focus: ['jargon'],
  };
  const analysis = analysed(request.text, { rare: { calorimetry: 0, wich: 0 } });
  const feedback = (shown?: ShownKinds) =>
    audienceFeedback(
      request,
      analysis,
      measureText(request.text),
      audienceProfile('highSchool'),
      shown,
    );

  it('makes them where every kind is said (the evaluation labelling candidates)', () => {
    const { findings, messages } = feedback(everyKind);
    expect(findings.map((item) => item.kind)).toEqual([
      'jargon.unfamiliarWords',
      'spelling.misspelt',
      'summary.figures',
    ]);
    expect(messages.join('<br />')).toContain('“wich” looks misspelt: did you mean “which”?');
  });

  it('says neither to a writer until fresh walks measure them', () => {
    const kinds = feedback().findings.map((item) => item.kind);
    expect(kinds).not.toContain('jargon.unfamiliarWords');
    expect(kinds).not.toContain('spelling.misspelt');
  });
});
