import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { runTurn } from '../engine/engine.ts';
import { coachForVariant, exercises, storageColumns, toStorageRecord } from './registry.ts';
import type { ExerciseVariant } from './registry.ts';
import { isFinished } from './finish-rules.ts';
import { createNeutralCoach } from '../coaches/neutral-coach.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { fixedNow } from '../../testing/turns.ts';
import type { WireChatMessage } from '../wire/schemas.ts';
import { parseExerciseRequest, toWireReply } from '../wire/schemas.ts';

const analyzer = createFakeJargonAnalyzer({
  rare: { epigenetics: 14 },
  alternatives: { epigenetics: ['heredity'] },
});
const coaches = { full: createBuiltinCoach(analyzer), neutral: createNeutralCoach({ analyzer }) };

/** Plays the client: sends the whole history plus Messages, replaces the history with the reply's. */
async function playThrough(variant: ExerciseVariant, answers: readonly string[]) {
  let historyBody: Record<string, unknown> = {};
  const conversation: WireChatMessage[] = [];
  const botTexts: string[] = [];
  const send = async (studentText: string | null) => {
    if (studentText !== null)
      conversation.push({
        Id: `s${conversation.length}`,
        Text: studentText,
        IsStudent: true,
        InputType: 'text',
      });
    const request = parseExerciseRequest(variant.script, {
      ...historyBody,
      Messages: conversation,
      isResearch: variant.research,
    });
    const result = await runTurn(
      variant.script,
      request.history,
      request.studentMessage,
      coachForVariant(variant, coaches),
      {
        now: () => fixedNow,
      },
    );
    const reply = toWireReply(result);
    conversation.push(...reply.messages);
    botTexts.push(...reply.messages.map((message) => message.Text));
    historyBody = reply.updatedHistory;
    return reply;
  };
  await send(null);
  for (const answer of answers) await send(answer);
  const final = parseExerciseRequest(variant.script, historyBody);
  return { history: final.history, botTexts, historyBody };
}

const writing = [
  `${textOfWords(119)} epigenetics`,
  `${textOfWords(59)} epigenetics`,
  textOfWords(30),
  textOfWords(120),
];

/** No score, rare word or AI anywhere except where the student's own texts are quoted back. */
function expectNoMeasuresShown(botTexts: readonly string[]) {
  const coaching = botTexts.filter((text) => !writing.includes(text)).join('\n');
  expect(coaching).not.toMatch(/score|epigenetics|rare|jargon|heredity/i);
  expect(coaching).not.toMatch(/\bAI\b/);
}

/** The closing reflections every research edition ends with, and what they store. */
const reflections = ['4', '5', '3', '2', 'It made me look at every sentence twice.'];
const reflectionFields = {
  reflectionAnswer1: '4',
  reflectionAnswer2: '5',
  reflectionAnswer3: '3',
  reflectionAnswer4: '2',
  reflectionOpenResponse: 'It made me look at every sentence twice.',
};

describe('the Half Life variants from the first call to stage 8', () => {
  it('standard: full feedback with scores and word counts, the jargon words stored', async () => {
    const { history, botTexts, historyBody } = await playThrough(
      exercises.halfLife.variants.standard,
      ['3', ...writing, '2'],
    );
    expect(history.currentStage).toBe(8);
    expect(isFinished('halfLife', history)).toBe(true);
    expect(
      botTexts.filter((text) => text.includes('Your suitability for a general audience score was')),
    ).toHaveLength(4);
    expect(botTexts.join('\n')).toContain('you used 60 words (target 60, 45–75)');
    expect(historyBody).toMatchObject({
      currentStage: 8,
      targetAudience: 'High',
      whichIsBetter: 'Revised',
      text30TotalWords: 30,
      text60Jargon: 'epigenetics',
    });
    expect(historyBody).not.toHaveProperty('isResearch', true);
    expect(historyBody).not.toHaveProperty('messages');
  });

  it('no-feedback: neutral coaching only, measures kept silently', async () => {
    const { history, botTexts } = await playThrough(exercises.halfLife.variants['no-feedback'], [
      '1',
      ...writing,
      '1',
    ]);
    expect(history.currentStage).toBe(8);
    expectNoMeasuresShown(botTexts);
    expect(history.fields).toMatchObject({ whichIsBetter: 'Original', text120FirstRareWords: 1 });
  });

  it('research full: asks the name first, then full feedback', async () => {
    const { history, botTexts } = await playThrough(exercises.halfLife.variants['research-full'], [
      'Grace Hopper',
      '4',
      ...writing,
      '4',
      ...reflections,
    ]);
    expect(history.currentStage).toBe(8);
    expect(history.fields).toMatchObject({
      isResearch: true,
      participantName: 'Grace Hopper',
      whichIsBetter: 'Both',
      ...reflectionFields,
    });
    expect(botTexts).toContain('Thank you, Grace Hopper!');
    expect(botTexts.join('\n')).toContain('score was');
  });

  it('research slim: asks the name first, no AI and no jargon feedback', async () => {
    const { history, botTexts } = await playThrough(exercises.halfLife.variants['research-slim'], [
      'Grace Hopper',
      '2',
      ...writing,
      '3',
      ...reflections,
    ]);
    expect(history.currentStage).toBe(8);
    expect(history.fields).toMatchObject({
      isResearch: true,
      participantName: 'Grace Hopper',
      whichIsBetter: 'Neither',
      ...reflectionFields,
    });
    expectNoMeasuresShown(botTexts);
  });

  it("research no-feedback (a study's no-feedback arm): the no-feedback coaching, then the same reflections", async () => {
    const { history, botTexts } = await playThrough(
      exercises.halfLife.variants['research-no-feedback'],
      ['Grace Hopper', '2', ...writing, '1', ...reflections],
    );
    expect(history.currentStage).toBe(8);
    expect(history.fields).toMatchObject({
      isResearch: true,
      participantName: 'Grace Hopper',
      whichIsBetter: 'Original',
      text120FirstRareWords: 1,
      ...reflectionFields,
    });
    expectNoMeasuresShown(botTexts);
    expect(botTexts.join('\n')).toContain('Statement 4 of 4');
  });

  it('research editions ask the four statements and the open question before finishing', async () => {
    const { history, botTexts } = await playThrough(exercises.halfLife.variants['research-slim'], [
      'Grace Hopper',
      '2',
      ...writing,
      '3',
    ]);
    expect(history.currentStage).toBe(9);
    expect(isFinished('halfLife', history)).toBe(false);
    expect(botTexts.at(-1)).toContain(
      'Statement 1 of 4: The chatbot was friendly and easy to use.',
    );
    expect(botTexts.at(-1)).toContain('data-value="5"');
  });

  it('is not finished before stage 8', async () => {
    const { history } = await playThrough(exercises.halfLife.variants.standard, [
      '3',
      writing[0] ?? '',
    ]);
    expect(history.currentStage).toBe(4);
    expect(isFinished('halfLife', history)).toBe(false);
  });
});

describe('isFinished', () => {
  it.each([
    ['halfLife', 8, true],
    ['halfLife', 7, false],
    ['persuasive', 15, true],
    ['persuasive', 14, false],
    ['ethics', 6, true],
    ['ethics', 5, false],
  ] as const)('%s at stage %i: %s', (exercise, stage, finished) => {
    expect(isFinished(exercise, { currentStage: stage, fields: {} })).toBe(finished);
  });

  it('Coherence needs finalText and reflectionOpenResponse non-empty after trimming', () => {
    expect(
      isFinished('coherence', {
        currentStage: 3,
        fields: { finalText: 'x', reflectionOpenResponse: 'y' },
      }),
    ).toBe(true);
    expect(
      isFinished('coherence', {
        currentStage: 3,
        fields: { finalText: 'x', reflectionOpenResponse: '  ' },
      }),
    ).toBe(false);
    expect(isFinished('coherence', { currentStage: 3, fields: { finalText: 'x' } })).toBe(false);
  });

  it('Critical Thinking needs finalSummary and reflectionOpenResponse non-empty after trimming', () => {
    expect(
      isFinished('criticalThinking', {
        currentStage: 0,
        fields: { finalSummary: 's', reflectionOpenResponse: 'r' },
      }),
    ).toBe(true);
    expect(
      isFinished('criticalThinking', {
        currentStage: 0,
        fields: { finalSummary: ' ', reflectionOpenResponse: 'r' },
      }),
    ).toBe(false);
    expect(
      isFinished('criticalThinking', {
        currentStage: 0,
        fields: { finalText: 's', reflectionOpenResponse: 'r' },
      }),
    ).toBe(false);
  });
});

describe('the storage record', () => {
  const history = {
    currentStage: 5,
    fields: {
      isResearch: false,
      targetAudience: 'Junior',
      text120First: 'my text',
      text120FirstJargon: 'epigenetics',
      text120FirstGPT3: 'a rephrasing',
      text120FirstJargonScore: 88,
      text120FirstTotalWords: 120,
      copyPasteCheck: true,
    },
  };

  it('maps the history 1:1 to snake_case columns, null when absent', () => {
    const record = toStorageRecord(exercises.halfLife.variants.standard.script, history);
    expect(record).toMatchObject({
      current_stage: 5,
      target_audience: 'Junior',
      text120_first: 'my text',
      text120_first_jargon: 'epigenetics',
      text120_first_gpt3: 'a rephrasing',
      text120_first_jargon_score: 88,
      text120_first_total_words: 120,
      copy_paste_check: true,
      text60: null,
      text30_gpt3: null,
      text120_last: null,
      which_is_better: null,
      participant_name: null,
    });
    expect(Object.keys(record)).toEqual(
      storageColumns(exercises.halfLife.variants.standard.script),
    );
  });

  it('has every column the spec lists for halflife_user_interactions', () => {
    const columns = storageColumns(exercises.halfLife.variants.standard.script);
    for (const column of [
      'text120_first',
      'text120_first_gpt3',
      'text60',
      'text60_gpt3',
      'text30',
      'text30_gpt3',
      'text120_last',
      'target_audience',
      'text120_first_jargon',
      'text120_first_jargon_score',
      'text60_jargon',
      'text60_jargon_score',
      'text30_jargon',
      'text30_jargon_score',
      'which_is_better',
    ]) {
      expect(columns).toContain(column);
    }
  });
});

describe('the registry', () => {
  it('maps each Half Life variant to its script and coach kind', () => {
    const { variants } = exercises.halfLife;
    expect(variants.standard).toMatchObject({ coach: 'full', research: false, route: 'HalfLife' });
    expect(variants['no-feedback']).toMatchObject({
      coach: 'neutral',
      research: false,
      route: 'HalfLife/no-feedback',
    });
    expect(variants['research-full']).toMatchObject({ coach: 'full', research: true });
    expect(variants['research-slim']).toMatchObject({ coach: 'neutral', research: true });
    expect(variants['research-no-feedback']).toMatchObject({
      coach: 'neutral',
      research: true,
      route: null,
    });
    expect(coachForVariant(variants['research-slim'], coaches)).toBe(coaches.neutral);
  });
});
