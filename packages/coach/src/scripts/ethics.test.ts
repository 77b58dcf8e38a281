import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { Coach, FeedbackRequest } from '../engine/coach.ts';
import { ExerciseInputError } from '../engine/errors.ts';
import { exercises, storageColumns, toStorageRecord } from '../exercises/registry.ts';
import { isFinished } from '../exercises/finish-rules.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { fixedNow, history, texts, turn } from '../../testing/turns.ts';
import { stagesByName } from '../../testing/stages-by-name.ts';
import { ethicsScript as script } from './ethics.ts';

const st = stagesByName('ethics', ['greeting', 'originalText', 'mitigateText', 'finalText', 'whichIsBetter', 'whyIsBetter', 'finished']);

const coach = createBuiltinCoach(createFakeJargonAnalyzer({ rare: { epigenetics: 14 } }));

function recordingCoach(suggestion: string | null): Coach & { requests: FeedbackRequest[] } {
  const requests: FeedbackRequest[] = [];
  return {
    requests,
    async feedback(request) {
      requests.push(request);
      return { ...(await coach.feedback(request)), suggestion, source: 'llm' };
    },
  };
}

const issue =
  'We study stress in nurses. Publishing quotes from a small hospital could reveal who the participants are. ' +
  textOfWords(90);
const started = { startTime: 'then', originalText: issue };

describe('Ethics stage 0: greeting', () => {
  it('introduces ethical issues and asks for the aim and the issue in 100–120 words', async () => {
    const result = await turn(script, history(0), null, coach);
    expect(result.updatedHistory.currentStage).toBe(st.originalText);
    expect(texts(result)[0]).toContain('Ethics in research');
    expect(texts(result).at(-1)).toContain('Describe the aim of your research and the issue.');
    expect(texts(result).at(-1)).toContain('100–120 words');
  });
});

describe('Ethics stage 1: aim and issue', () => {
  it.each([
    [99, false],
    [100, true],
    [120, true],
    [121, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.originalText), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.mitigateText : st.originalText);
    if (ok) {
      expect(result.updatedHistory.fields.originalText).toBe(textOfWords(n));
      expect(result.updatedHistory.fields.startTime).toBe(fixedNow.toISOString());
      expect(texts(result)).toEqual([
        'Now add one or two ways to resolve this issue, in about 120 words (100–140).',
      ]);
    } else {
      expect(texts(result)).toEqual([`Please use 100–120 words. Currently, you used ${n}.`]);
      expect(result.updatedHistory.fields).not.toHaveProperty('startTime');
    }
  });

  it('keeps a start time already set', async () => {
    const result = await turn(
      script,
      history(st.originalText, { startTime: 'earlier' }),
      textOfWords(110),
      coach,
    );
    expect(result.updatedHistory.fields.startTime).toBe('earlier');
  });
});

describe('Ethics stage 2: resolutions', () => {
  const resolution =
    'We will ask every participant for informed consent and remove names and the hospital from quotes. ' +
    textOfWords(100);

  it.each([
    [99, false],
    [100, true],
    [140, true],
    [141, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.mitigateText, started), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.finalText : st.mitigateText);
  });

  it('gives the ethics checklist, naming no concern of its own, then asks for the final text', async () => {
    const result = await turn(script, history(st.mitigateText, started), resolution, coach);
    const all = texts(result).join('\n');
    // Which concerns a text deals with needs reading for meaning: the built-in coach names none
    // and asks none (docs/exercises.md "How the coach decides"); the writer checks the list.
    expect(all).toContain(
      'Questions to think about before your final text:<br />Check your resolutions against this list and add what is missing: who is affected, how consent is asked',
    );
    expect(all).not.toContain('Your issue and resolutions deal with');
    expect(all).not.toContain('Who funds the work or could profit from it');
    expect(texts(result).at(-1)).toContain('write your final text');
    expect(result.updatedHistory.fields).toMatchObject({
      mitigateText: resolution,
      mitigateTextGpt3: '',
    });
  });

  it('says the same whether the resolutions name every concern or none', async () => {
    const everything =
      'Participants give informed consent, data stay confidential, our funding is disclosed and we weigh every risk. ' +
      textOfWords(100);
    const named = texts(await turn(script, history(st.mitigateText, started), everything, coach));
    const none = texts(await turn(script, history(st.mitigateText, { originalText: textOfWords(110) }), textOfWords(120), coach));
    expect(named).toEqual(none);
    expect(none.join('\n')).not.toContain('does not yet name who is affected');
  });

  it('asks the coach for follow-up questions with the issue, and stores them as mitigateTextGpt3', async () => {
    const recording = recordingCoach('- What about the families?');
    const result = await turn(script, history(st.mitigateText, started), resolution, recording);
    expect(recording.requests[0]).toMatchObject({
      exercise: 'ethics',
      text: resolution,
      focus: ['ethics'],
      aiTask: 'ethicsQuestions',
      context: { issue },
    });
    expect(result.updatedHistory.fields.mitigateTextGpt3).toBe('- What about the families?');
  });
});

describe('Ethics stage 3: final text', () => {
  it('shows the original and the final text, escaped, and asks which is better', async () => {
    const final = `<b>Final</b> ${textOfWords(110)}`;
    const result = await turn(
      script,
      history(st.finalText, { originalText: 'First & only.' }),
      final,
      coach,
    );
    expect(result.updatedHistory.fields.finalText).toBe(final);
    expect(result.updatedHistory.currentStage).toBe(st.whichIsBetter);
    expect(texts(result)).toContain('First &amp; only.');
    expect(texts(result).join('\n')).toContain('&lt;b&gt;Final&lt;/b&gt;');
    expect(texts(result).at(-1)).toContain('(3) They are equally good');
  });

  it.each([
    [99, false],
    [100, true],
    [140, true],
    [141, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.finalText, started), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.whichIsBetter : st.finalText);
  });
});

describe('Ethics stage 4: which is better', () => {
  it.each([
    ['1', 'Original'],
    ['2', 'Final'],
    ['3', 'Equal'],
  ])('%s → %s, then asks why in 20–60 words', async (answer, stored) => {
    const result = await turn(script, history(st.whichIsBetter, started), answer, coach);
    expect(result.updatedHistory.fields.whichIsBetter).toBe(stored);
    expect(texts(result)).toEqual(['Why? Please explain in 20–60 words.']);
  });

  it.each(['0', '4', 'final'])('asks again for %j', async (answer) => {
    const result = await turn(script, history(st.whichIsBetter, started), answer, coach);
    expect(result.updatedHistory.currentStage).toBe(st.whichIsBetter);
    expect(texts(result)[0]).toContain('Please answer with the number of one of these options');
  });
});

describe('Ethics stage 5: why, and the end', () => {
  it.each([
    [19, false],
    [20, true],
    [60, true],
    [61, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.whyIsBetter, started), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.finished : st.whyIsBetter);
    expect(isFinished('ethics', result.updatedHistory)).toBe(ok);
    if (ok) expect(texts(result)[0]).toContain("Thank you, we're done!");
  });

  it('answers any message after the end', async () => {
    const result = await turn(script, history(st.finished), 'hello', coach);
    expect(texts(result)).toEqual(['This exercise is finished. Press Restart to write a new one.']);
    expect(result.updatedHistory.currentStage).toBe(6);
  });
});

describe('Ethics: history, registry and storage', () => {
  it('refuses a stage out of range and a field of the wrong type', async () => {
    await expect(turn(script, history(7), null, coach)).rejects.toThrow(ExerciseInputError);
    await expect(turn(script, history(1, { finalText: true }), null, coach)).rejects.toThrow(
      'finalText must be a text.',
    );
  });

  it('keeps the audience and additional information a client sends, though it never asks for them', async () => {
    const result = await turn(
      script,
      history(st.whichIsBetter, {
        targetAudience: 'general',
        detailedAudience: 'teachers',
        additionalInformation: 'x',
      }),
      '2',
      coach,
    );
    expect(result.updatedHistory.fields).toMatchObject({
      targetAudience: 'general',
      detailedAudience: 'teachers',
      additionalInformation: 'x',
    });
  });

  it('is registered at api/Ethics with the full coach and finishes at 6', () => {
    expect(exercises.ethics.variants.standard).toMatchObject({
      route: 'Ethics',
      coach: 'full',
      research: false,
    });
    expect(script.stages).toHaveLength(7);
  });

  it('stores every column of docs/product.md §3, texts only when allowed', () => {
    expect(storageColumns(script)).toEqual(
      expect.arrayContaining([
        'original_text',
        'mitigate_text',
        'mitigate_text_gpt3',
        'final_text',
        'which_is_better',
        'why_is_better',
        'additional_information',
      ]),
    );
    const done = history(6, {
      originalText: 'a',
      finalText: 'b',
      whichIsBetter: 'Final',
      whyIsBetter: 'c',
    });
    // Which columns are content, nulled when texts may not be kept, the server decides.
    expect(toStorageRecord(script, done)).toMatchObject({
      current_stage: 6,
      original_text: 'a',
      final_text: 'b',
      why_is_better: 'c',
      which_is_better: 'Final',
    });
  });
});
