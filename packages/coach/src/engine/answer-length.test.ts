import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { runTurn } from './engine.ts';
import { coherenceScript } from '../scripts/coherence.ts';
import { coherenceQuestionStages } from '../../testing/question-stages.ts';
import { persuasiveScript, persuasiveStages } from '../scripts/persuasive.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { history, tableAnswer, texts, turn } from '../../testing/turns.ts';
import { answerCharacterLimit, MAX_WORD_CHARACTERS } from './word-count.ts';

const coach = createBuiltinCoach(createFakeJargonAnalyzer({ rare: {} }));
const chosen = { targetAudience: 'investors', startTime: 'then' };
const atDetail = () => history(persuasiveStages.audienceDetail, chosen);

describe('answers are capped in characters as well as words', () => {
  it('refuses one 900,000-character "word" in a 1–60-word answer: not stored, not echoed', async () => {
    const result = await turn(persuasiveScript, atDetail(), 'x'.repeat(900_000), coach);
    expect(result.updatedHistory.currentStage).toBe(persuasiveStages.audienceDetail);
    expect(result.updatedHistory.fields.detailedAudience).toBeUndefined();
    expect(texts(result)).toEqual([
      `One word of your answer is 900000 characters long; please use real words of at most ${MAX_WORD_CHARACTERS} characters.`,
    ]);
    expect(JSON.stringify(result).length).toBeLessThan(2_000);
  });

  it('says which answers were taken, so the server keeps a refused one out of the stored conversation', async () => {
    expect((await turn(persuasiveScript, atDetail(), 'x'.repeat(900_000), coach)).answerTaken).toBe(false);
    expect((await turn(persuasiveScript, atDetail(), textOfWords(61), coach)).answerTaken).toBe(false);
    expect((await turn(persuasiveScript, atDetail(), 'a venture fund', coach)).answerTaken).toBe(true);
  });

  it(`accepts a word of ${MAX_WORD_CHARACTERS} characters and refuses one of ${MAX_WORD_CHARACTERS + 1}`, async () => {
    const ok = await turn(persuasiveScript, atDetail(), `a ${'y'.repeat(MAX_WORD_CHARACTERS)} fund`, coach);
    expect(ok.updatedHistory.currentStage).toBe(persuasiveStages.originalText);
    const refused = await turn(persuasiveScript, atDetail(), `a ${'y'.repeat(MAX_WORD_CHARACTERS + 1)} fund`, coach);
    expect(refused.updatedHistory.currentStage).toBe(persuasiveStages.audienceDetail);
    expect(texts(refused)[0]).toContain(`is ${MAX_WORD_CHARACTERS + 1} characters long`);
  });

  it('refuses an answer of the right number of words that is longer than its character cap', async () => {
    const limit = answerCharacterLimit({ min: 1, max: 60 });
    expect(limit).toBe(900);
    // Two words and a million spaces, then 60 words of 50 letters.
    for (const answer of [`a${' '.repeat(1_000_000)}fund`, Array.from({ length: 60 }, () => 'z'.repeat(50)).join(' ')]) {
      const result = await turn(persuasiveScript, atDetail(), answer, coach);
      expect(result.updatedHistory.currentStage).toBe(persuasiveStages.audienceDetail);
      expect(texts(result)).toEqual([
        `Please use at most ${limit} characters. Currently, you used ${answer.length}.`,
      ]);
    }
  });

  it('still says the word range first when the count is wrong', async () => {
    const result = await turn(persuasiveScript, atDetail(), textOfWords(61), coach);
    expect(texts(result)).toEqual(['Please use 1–60 words. Currently, you used 61.']);
  });

  it('refuses a table with a cell that is no word, or that is longer than a table may be', async () => {
    const stage = coherenceQuestionStages(1).table;
    const from = history(stage, { originalText: textOfWords(160), question1Choice: '1' });
    const headers = ['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'];
    const huge = await turn(coherenceScript, from, tableAnswer(headers, [['q'.repeat(500_000), '3', '']]), coach);
    expect(huge.updatedHistory.currentStage).toBe(stage);
    expect(texts(huge)[0]).toBe(
      `One word of your answer is 500000 characters long; please use real words of at most ${MAX_WORD_CHARACTERS} characters.`,
    );
    const rows = Array.from({ length: 2_000 }, () => ['coral reefs', '3', 'seagrass']);
    const long = await turn(coherenceScript, from, tableAnswer(headers, rows), coach);
    expect(long.updatedHistory.currentStage).toBe(stage);
    expect(texts(long)[0]).toMatch(/^Please use at most 6000 characters\. Currently, you used \d+\.$/);
  });

  it('says so in Hebrew and Arabic', async () => {
    for (const language of ['he', 'ar'] as const) {
      const long = await runTurn(persuasiveScript, atDetail(), 'x'.repeat(1_000), coach, { language });
      const many = await runTurn(persuasiveScript, atDetail(), `a${' '.repeat(1_000)}b`, coach, { language });
      for (const result of [long, many]) {
        const [text = ''] = texts(result);
        expect(text).not.toMatch(/[A-Za-z]/);
        expect(text).toMatch(language === 'he' ? /[\u0590-\u05FF]/ : /[\u0600-\u06FF]/);
      }
      expect(texts(long)[0]).toContain('1000');
      expect(texts(long)[0]).toContain(String(MAX_WORD_CHARACTERS));
      expect(texts(many)[0]).toContain('1002');
    }
  });
});
