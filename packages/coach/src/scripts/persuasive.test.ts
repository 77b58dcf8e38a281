import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { shownFor } from '../kinds/shown.ts';
import type { Coach, FeedbackRequest } from '../engine/coach.ts';
import { runTurn } from '../engine/engine.ts';
import { ExerciseInputError } from '../engine/errors.ts';
import { exercises, storageColumns, toStorageRecord } from '../exercises/registry.ts';
import { isFinished } from '../exercises/finish-rules.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { fixedNow, history, texts, turn } from '../../testing/turns.ts';
import { stagesByName } from '../../testing/stages-by-name.ts';
import { persuasiveScript as script } from './persuasive.ts';

const st = stagesByName('persuasive', [
  'greeting', 'audience', 'audienceDetail', 'originalText', 'textLogos', 'sharedValue', 'pathosReflected', 'textPathos',
  'credibility', 'ethosReflected', 'textEthos', 'whichIsBetter', 'whyIsBetter', 'additionalInformation', 'whatYouHaveLearnt', 'finished',
]);

const analyzer = createFakeJargonAnalyzer({
  rare: { epigenetics: 14 },
  alternatives: { epigenetics: ['heredity'] },
});
const coach = createBuiltinCoach(analyzer);
// The credibility statement's remark, whichever languages fresh walks show it in today: the script's
// behaviour where it is said.
const ethosCoach = createBuiltinCoach(analyzer, { shown: (text) => (kind) => kind === 'ethos.statementMissing' || shownFor(text)(kind) });

/** A coach that records its requests and answers with a fixed AI suggestion. */
function recordingCoach(suggestion: string | null = null): Coach & { requests: FeedbackRequest[] } {
  const requests: FeedbackRequest[] = [];
  return {
    requests,
    async feedback(request) {
      requests.push(request);
      const measured = await coach.feedback(request);
      return { ...measured, suggestion, source: suggestion === null ? 'builtin' : 'llm' };
    },
  };
}

const chosen = {
  targetAudience: 'investors',
  detailedAudience: 'a farming fund',
  startTime: 'then',
};

/** A summary of n words that mentions epigenetics once. */
const summary = (n: number) => `epigenetics helps ${textOfWords(n - 2)}`;

describe('Persuasive stage 0: greeting', () => {
  it('explains the three steps and asks who the readers are', async () => {
    const result = await turn(script, history(0), null, coach);
    expect(result.updatedHistory.currentStage).toBe(st.audience);
    expect(texts(result)[0]).toContain('Persuasion and Rhetorics');
    expect(texts(result)[1]).toContain('<strong>Logos</strong>');
    expect(texts(result)[1]).toContain('<strong>Pathos</strong>');
    expect(texts(result)[1]).toContain('<strong>Ethos</strong>');
    expect(texts(result)[2]).toContain('Who are your readers?');
    for (const value of ['1', '2', '3', '4'])
      expect(texts(result)[2]).toContain(`<span class="option" data-value="${value}">`);
  });
});

describe('Persuasive stage 1: audience', () => {
  it.each([
    ['1', 'academic', 'Which discipline'],
    ['2', 'general', 'Who exactly among the general public'],
    ['(3)', 'investors', 'Which investors or which grant'],
    ['4.', 'government', 'Which committee or ministry'],
  ])('%s → %s, then asks the matching detail', async (answer, stored, detail) => {
    const result = await turn(script, history(st.audience), answer, coach);
    expect(result.updatedHistory.fields.targetAudience).toBe(stored);
    expect(result.updatedHistory.fields.startTime).toBe(fixedNow.toISOString());
    expect(result.updatedHistory.currentStage).toBe(st.audienceDetail);
    expect(texts(result)[0]).toContain(detail);
  });

  it.each(['0', '5', 'investors', ''])('asks again with the options for %j', async (answer) => {
    const result = await turn(script, history(st.audience), answer, coach);
    expect(result.updatedHistory.currentStage).toBe(st.audience);
    expect(texts(result)[0]).toContain('Please answer with the number of one of these options');
    expect(texts(result)[0]).toContain('data-value="4"');
  });

  it('keeps a start time already set', async () => {
    const result = await turn(script, history(st.audience, { startTime: 'earlier' }), '2', coach);
    expect(result.updatedHistory.fields.startTime).toBe('earlier');
  });
});

describe('Persuasive stage 2: audience detail', () => {
  it('takes 1–60 words and asks for the summary for those readers, escaped', async () => {
    const result = await turn(
      script,
      history(st.audienceDetail, { targetAudience: 'investors' }),
      '<b>Agri</b> fund',
      coach,
    );
    expect(result.updatedHistory.fields.detailedAudience).toBe('<b>Agri</b> fund');
    expect(result.updatedHistory.currentStage).toBe(st.originalText);
    expect(texts(result)[0]).toContain(
      'for investors and grant committees (&lt;b&gt;Agri&lt;/b&gt; fund)',
    );
    expect(texts(result)[0]).toContain('about 120 words (100–140)');
  });

  it('quotes the description of the readers whole in the prompts after it, in any language', async () => {
    const long = 'Parents of young children in Tel Aviv who walk to school in summer and worry about heat waves, shade and water on the way home';
    const result = await turn(script, history(st.audienceDetail, { targetAudience: 'general' }), long, coach);
    expect(result.updatedHistory.fields.detailedAudience).toBe(long);
    expect(texts(result)[0]).toContain(`for the general public (${long})`);
    // A 2026-11-26 walk (w3) was cut mid-phrase: "…ההחלטה על הקמת מתקן ההתפלה הבא בגליל …".
    const committee = 'ועדת הכלכלה של הכנסת ורשות המים, לקראת ההחלטה על הקמת מתקן ההתפלה הבא בגליל המערבי';
    const hebrew = await runTurn(script, history(st.audienceDetail, { targetAudience: 'government' }), committee, coach, { language: 'he' });
    expect(hebrew.messages[0]?.text).toContain(`עבור ועדות ממשלתיות וקובעי מדיניות (${committee})`);
  });

  it('says the description inside its sentence without the writer\'s full stop or a capital article', async () => {
    const detail = "The city council's infrastructure committee, deciding whether to fund green stormwater retrofits.";
    const result = await turn(script, history(st.audienceDetail, { targetAudience: 'government' }), detail, coach);
    expect(result.updatedHistory.fields.detailedAudience).toBe(detail);
    expect(texts(result)[0]).toContain("for government committees and policymakers (the city council&#39;s infrastructure committee, deciding whether to fund green stormwater retrofits),");
  });

  it('cuts a very long description of the readers after a phrase, with an ellipsis', async () => {
    const long =
      'Parents of young children in Tel Aviv who walk to school in summer, worry about heat waves on the way home, ' +
      'read the city newsletter, vote in the local elections, and ask the school board every year for more shade, water fountains and later start times in June';
    expect(long.length).toBeGreaterThan(200);
    const result = await turn(script, history(st.audienceDetail, { targetAudience: 'general' }), long, coach);
    expect(texts(result)[0]).toContain(
      'for the general public (Parents of young children in Tel Aviv who walk to school in summer, worry about heat waves on the way home, read the city newsletter, vote in the local elections …)',
    );
  });

  it.each([
    [1, true],
    [60, true],
    [61, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.audienceDetail, chosen), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.originalText : st.audienceDetail);
    if (!ok) expect(texts(result)).toEqual([`Please use 1–60 words. Currently, you used ${n}.`]);
  });

  it('asks again for an empty answer', async () => {
    const result = await turn(script, history(st.audienceDetail, chosen), '   ', coach);
    expect(texts(result)).toEqual(['Please use 1–60 words. Currently, you used 0.']);
  });
});

describe('Persuasive stage 3: the summary', () => {
  it.each([
    [99, false],
    [100, true],
    [140, true],
    [141, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.originalText, chosen), summary(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.textLogos : st.originalText);
    if (!ok) expect(texts(result)).toEqual([`Please use 100–140 words. Currently, you used ${n}.`]);
  });

  it('gives the logos lesson as its one generic line, the score as the version\'s figures apart, then asks for the logos revision', async () => {
    const result = await turn(script, history(st.originalText, chosen), summary(120), coach);
    const all = texts(result).join('\n');
    // No rare word is named for investors, so none is asked about.
    expect(all).not.toContain('<span class="rare-word">epigenetics</span>');
    expect(all).not.toContain('rare words');
    const figures = result.messages.filter((message) => message.figures);
    expect(figures.map((message) => message.text)).toEqual([expect.stringMatching(/^Your suitability for a general audience score was \d+\.$/u)]);
    expect(result.messages.filter((message) => !message.figures).map((message) => message.text).join('\n')).not.toContain('Your suitability');
    expect(all).toContain('<strong>Logos (reasoning and evidence)</strong>');
    expect(all).toContain('Before your next version, find the sentence in your summary that backs your main claim');
    expect(texts(result).at(-1)).toContain('<strong>Step 1: Logos.</strong>');
    expect(result.updatedHistory.fields).toMatchObject({
      originalText: summary(120),
      originalTextJargon: 'epigenetics',
      originalTextTotalWords: 120,
      originalTextRareWords: 1,
      originalTextRareWordsPercentage: 1,
      textLogosGpt3: '',
    });
  });

  it('never speaks of "the rare words" in a turn that names none (a 2026-11-26 walk, w3, Hebrew)', async () => {
    const desalination =
      'מתקני ההתפלה בישראל מספקים היום את רוב מי השתייה של מגזר הבית, אבל יש להם בעיה: התמלחת, המים המלוחים מאוד שנשארים אחרי ההתפלה, מוזרמת חזרה לים התיכון. במעבדה שלנו בטכניון אנחנו מפתחים ממברנה חדשה לאוסמוזה הפוכה, שמצופה בשכבה דקה של תחמוצת גרפן. הממברנה עמידה יותר להצטברות של אבנית ומשקעים, ולכן צריך לנקות אותה פחות ולהשתמש בפחות כימיקלים. הטכנולוגיה שלנו תפתור את בעיית התמלחת ותוריד את מחיר המים לכל משק בית. בניסוי במתקן פיילוט באשקלון, הממברנה עבדה שלושה חודשים ברציפות. אנחנו מבקשים מהוועדה לשלב דרישה לממברנות בעלות צריכת כימיקלים נמוכה במכרז של המתקן הבא, ולממן ניסוי גדול יותר לפני ההחלטה הסופית.';
    const fields = { targetAudience: 'government', detailedAudience: 'ועדת הכלכלה של הכנסת ורשות המים', startTime: 'then' };
    const measured = createBuiltinCoach(createFakeJargonAnalyzer({ rare: { ממברנה: 3, גרפן: 1 } }));
    for (const language of ['he', 'en', 'ar'] as const) {
      const result = await runTurn(script, history(st.originalText, fields), desalination, measured, { language });
      const all = result.messages.map((message) => message.text).join('\n');
      expect(result.updatedHistory.currentStage).toBe(st.textLogos);
      expect(all).not.toMatch(/rare words|המילים הנדירות|الكلمات النادرة/u);
    }
  });

  it('asks the coach for a persuasive rewrite for the chosen readers and stores it as textLogosGpt3', async () => {
    const recording = recordingCoach('A better pitch.');
    const result = await turn(script, history(st.originalText, chosen), summary(120), recording);
    expect(recording.requests[0]).toMatchObject({
      exercise: 'persuasive',
      focus: ['jargon', 'sentenceLength', 'logos'],
      aiTask: 'persuasiveRewrite',
      readers: 'investors and grant committees (a farming fund)',
      words: { target: 120, min: 100, max: 140 },
      audience: null,
    });
    expect(result.updatedHistory.fields.textLogosGpt3).toBe('A better pitch.');
  });
});

describe('Persuasive stage 4: logos revision', () => {
  const logosText =
    'Our survey of 300 farms found that dry summers cut wheat yields by 20%. ' +
    'Because roots switch genes on in drought, we can breed plants that keep growing. ' +
    'This will solve hunger. ' +
    textOfWords(90);

  it('says no generic line of the revision (its sentences are comfortable) and not the logos lesson again, then asks for the shared value', async () => {
    const recording = recordingCoach('never used');
    const result = await turn(script, history(st.textLogos, chosen), logosText, recording);
    // Logos stays in the focus for the LLM coach, which judges its claims; the built-in coach gave
    // the lesson with the summary's feedback and does not repeat it.
    expect(recording.requests[0]).toMatchObject({ focus: ['sentenceLength', 'logos'], aiTask: 'none', lessonGiven: true });
    const all = texts(result).join('\n');
    expect(all).not.toContain('Logos (reasoning and evidence)');
    expect(all).not.toContain('find the sentence in your summary that backs your main claim');
    expect(all).not.toContain('the longest has');
    expect(texts(result).at(-1)).toContain('<strong>Step 2: Pathos.</strong>');
    expect(result.updatedHistory.currentStage).toBe(st.sharedValue);
    expect(result.updatedHistory.fields.textLogos).toBe(logosText);
  });

  it('says the logos lesson once in the whole exercise: with the summary, not after its revision', async () => {
    // A text with no overclaim: the certainty question, a concrete remark, would take the lesson's place.
    const plainLogos = logosText.replace('This will solve hunger. ', 'This may ease hunger. ');
    const summary = await turn(script, history(st.originalText, chosen), plainLogos, coach);
    const revision = await turn(script, summary.updatedHistory, plainLogos, coach);
    const lesson = 'find the sentence in your summary that backs your main claim';
    expect(texts(summary).join('\n')).toContain(lesson);
    expect(texts(revision).join('\n')).not.toContain(lesson);
  });

  it('keeps the findings with the turn: kinds and keys, none of the student\'s words', async () => {
    const long = `${logosText.replace(textOfWords(90), textOfWords(60))} Our farms in the north and in the south and in the east all lost about a fifth of their wheat in the dry summers of the last ten years that we studied.`;
    const result = await turn(script, history(st.textLogos, chosen), long, coach);
    const stored = JSON.parse(String(result.updatedHistory.fields.coachFindings)) as Record<string, { kind: string; start?: number; end?: number; key: string }[]>;
    // "This will solve hunger." is asked about (claims.certainty), then the long sentence.
    expect(stored.textLogos?.map((item) => item.kind)).toEqual(['claims.certainty', 'sentence.tooLong']);
    expect(JSON.stringify(stored)).not.toContain('hunger');
  });

  it.each([
    [99, false],
    [100, true],
    [140, true],
    [141, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.textLogos, chosen), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.sharedValue : st.textLogos);
  });
});

describe('Persuasive stage 5: shared value', () => {
  it.each([
    [1, false],
    [2, true],
    [5, true],
    [6, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.sharedValue, chosen), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.pathosReflected : st.sharedValue);
    if (ok) expect(texts(result)[0]).toContain('Is this value reflected in your summary?');
    else expect(texts(result)).toEqual([`Please use 2–5 words. Currently, you used ${n}.`]);
  });
});

describe('Persuasive stage 6: is the value reflected', () => {
  const fields = {
    ...chosen,
    textLogos:
      'Healthy soil feeds your family. Imagine bread from your own garden. ' + textOfWords(100),
    textAudienceInterests: 'food security',
  };

  it.each([
    ['1', 'Yes'],
    ['2', 'No'],
    ['3', 'Not sure'],
  ])(
    '%s → %s, with the pathos lesson on the logos revision, then asks for the pathos revision',
    async (answer, stored) => {
      const result = await turn(script, history(st.pathosReflected, fields), answer, coach);
      expect(result.updatedHistory.fields.pathosInterestsReflected).toBe(stored);
      expect(result.updatedHistory.currentStage).toBe(st.textPathos);
      const all = texts(result).join('\n');
      // Whatever the answer, the built-in coach claims nothing about the value in the text: it asks
      // the writer to point at the sentence where readers meet it.
      expect(all).toContain(
        '<strong>Pathos (the value you share with your readers: “food security”)</strong><br />In your summary, find the sentence where your readers meet the value you share with them.',
      );
      expect(all).not.toContain('It uses words close to it');
      expect(all).not.toContain('You answered No');
      expect(all).not.toContain('speak to your readers directly');
      expect(texts(result).at(-1)).toContain('paste your summary unchanged');
    },
  );

  it('asks the coach for a pathos check with the shared value and stores the answer as textPathosGpt3', async () => {
    const recording = recordingCoach('It reflects food.');
    const result = await turn(script, history(st.pathosReflected, fields), '3', recording);
    expect(recording.requests[0]).toMatchObject({
      text: fields.textLogos,
      focus: ['pathos'],
      aiTask: 'pathosCheck',
      context: { sharedValue: 'food security', studentSays: 'Not sure' },
    });
    expect(result.updatedHistory.fields.textPathosGpt3).toBe('It reflects food.');
  });

  it.each(['4', 'yes', '0'])('asks again for %j without feedback', async (answer) => {
    const recording = recordingCoach();
    const result = await turn(script, history(st.pathosReflected, fields), answer, recording);
    expect(result.updatedHistory.currentStage).toBe(st.pathosReflected);
    expect(recording.requests).toHaveLength(0);
    expect(texts(result)[0]).toContain('(3) Not sure');
  });
});

describe('Persuasive stage 7: pathos revision', () => {
  it.each([
    [99, false],
    [100, true],
    [140, true],
    [141, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.textPathos, chosen), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.credibility : st.textPathos);
    if (ok) {
      expect(result.updatedHistory.fields.textPathos).toBe(textOfWords(n));
      expect(texts(result).at(-1)).toContain('<strong>Step 3: Ethos.</strong>');
    }
  });

  it('says what the rules check of the revision, its sentences, and not the pathos lesson again; the model still judges pathos', async () => {
    const recording = recordingCoach('never used');
    const revised = `Healthy children are what every parent wants, and ${'our field study in four towns followed the families who took part for three whole years and wrote down every visit to the clinic '.repeat(1)}${textOfWords(80)}`;
    const result = await turn(script, history(st.textPathos, { ...chosen, textAudienceInterests: 'healthy children' }), revised, recording);
    expect(recording.requests[0]).toMatchObject({ focus: ['sentenceLength', 'pathos'], aiTask: 'none', lessonGiven: true, context: { sharedValue: 'healthy children' } });
    const all = texts(result).join('\n');
    expect(all).toContain('Your longest sentence has');
    expect(all).not.toContain('In your summary, find the sentence where your readers meet the value');
  });
});

describe('Persuasive stage 8: credibility', () => {
  it.each([
    [1, false],
    [2, true],
    [40, true],
    [41, false],
  ])('%i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.credibility, chosen), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.ethosReflected : st.credibility);
    if (ok) expect(texts(result)[0]).toContain('Is this reflected in your summary?');
    else expect(texts(result)).toEqual([`Please use 2–40 words. Currently, you used ${n}.`]);
  });
});

describe('Persuasive stage 9: is the credibility reflected', () => {
  const fields = {
    ...chosen,
    textPathos: 'Our lab at the university measured roots. ' + textOfWords(100),
    ethosAffiliation: 'Ten years of drought trials at the Volcani Institute',
  };

  it.each([
    ['1', 'Yes'],
    ['2', 'No'],
    ['3', 'Not sure'],
  ])(
    '%s → %s, with ethos feedback on the pathos revision, then asks for the last revision',
    async (answer, stored) => {
      const result = await turn(script, history(st.ethosReflected, fields), answer, ethosCoach);
      expect(result.updatedHistory.fields.ethosAffiliationReflected).toBe(stored);
      expect(result.updatedHistory.currentStage).toBe(st.textEthos);
      const all = texts(result).join('\n');
      expect(all).toContain('<strong>Ethos (why readers should trust you)</strong>');
      // The statement's words are counted; the credibility phrases need reading for meaning: not said.
      // The share of the statement's words found is counted; the credibility phrases need reading
      // for meaning: not said. The words missing are not listed one by one (a writer read the
      // list, "water" and broken-up names among it, as mechanical): the statement is offered whole.
      expect(all).toContain('Most of what you told me about yourself is not in the summary yet.');
      expect(all).not.toContain('missing)');
      expect(all).not.toContain('Your summary says where you work');
      expect(all).not.toMatch(/Does it say (?:where|what|how)/u);
      expect(all).toContain('for example as you told me: “Ten years of drought trials at the Volcani Institute”.');
      expect(all).not.toContain('.”.');
      expect(texts(result).at(-1)).toContain('a last revision');
    },
  );

  it('gives the ethos lesson when the credibility statement is in the text', async () => {
    const result = await turn(
      script,
      history(st.ethosReflected, {
        ...chosen,
        textPathos: 'We measured plants in our lab for years. ' + textOfWords(100),
        ethosAffiliation: 'our lab measured plants',
      }),
      '1',
      coach,
    );
    const all = texts(result).join('\n');
    expect(all).toContain('<strong>Ethos (why readers should trust you)</strong><br />In your summary, find the words that tell readers why they can trust you');
    expect(all).not.toContain('From what you told me about yourself');
    expect(all).not.toMatch(/Does it say (?:where|what|how)/u);
  });

  it('asks the coach for an ethos rewrite with the credibility statement, stored as textEthosGpt3', async () => {
    const recording = recordingCoach('Rewritten with trust.');
    const result = await turn(script, history(st.ethosReflected, fields), '1', recording);
    expect(recording.requests[0]).toMatchObject({
      text: fields.textPathos,
      focus: ['ethos'],
      aiTask: 'ethosRewrite',
      context: { credibility: fields.ethosAffiliation },
    });
    expect(result.updatedHistory.fields.textEthosGpt3).toBe('Rewritten with trust.');
  });

  it('asks again for an answer out of range', async () => {
    const result = await turn(script, history(st.ethosReflected, fields), '4', coach);
    expect(result.updatedHistory.currentStage).toBe(st.ethosReflected);
  });
});

describe('Persuasive stage 10: ethos revision', () => {
  it('shows the original and final summaries side by side, escaped, and asks which persuades better', async () => {
    const final = `<i>Final</i> ${textOfWords(110)}`;
    const result = await turn(
      script,
      history(st.textEthos, { ...chosen, originalText: 'Original & first.' }),
      final,
      coach,
    );
    expect(result.updatedHistory.fields.textEthos).toBe(final);
    expect(result.updatedHistory.currentStage).toBe(st.whichIsBetter);
    const all = texts(result);
    expect(all).toContain('Original &amp; first.');
    expect(all.join('\n')).toContain('&lt;i&gt;Final&lt;/i&gt;');
    expect(all.at(-1)).toContain(
      'persuade investors and grant committees (a farming fund) better?',
    );
  });

  it('checks the last version for its sentences and for the credibility statement, with advice for the texts to come', async () => {
    const recording = recordingCoach('never used');
    const credibility = 'Our team at the Volcani Institute has bred drought-tolerant wheat for twenty years.';
    await turn(script, history(st.textEthos, { ...chosen, ethosAffiliation: credibility }), textOfWords(110), recording);
    expect(recording.requests[0]).toMatchObject({ focus: ['sentenceLength', 'ethos'], aiTask: 'none', lessonGiven: true, finalVersion: true, context: { credibility } });
    const result = await turn(script, history(st.textEthos, { ...chosen, ethosAffiliation: credibility }), textOfWords(110), ethosCoach);
    const all = texts(result).join('\n');
    // The statement is not in the summary: said, with the sentence, as advice for the texts to
    // come (no revision follows the last version); no lesson again.
    expect(all).toContain('did not make it into your final summary. In the texts you write next, say it');
    expect(all).toContain('Volcani');
    expect(all).not.toContain('Add it in a sentence of your own');
    expect(all).not.toContain('find the words that tell readers');
  });

  it.each([
    [99, false],
    [141, false],
  ])('%i words are asked again', async (n) => {
    const result = await turn(script, history(st.textEthos, chosen), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(st.textEthos);
  });
});

describe('Persuasive stage 11: which is better', () => {
  it.each([
    ['1', 'Original'],
    ['2', 'Final'],
    ['3', 'Equal'],
  ])('%s → %s, then asks why', async (answer, stored) => {
    const result = await turn(script, history(st.whichIsBetter, chosen), answer, coach);
    expect(result.updatedHistory.fields.whichIsBetter).toBe(stored);
    expect(result.updatedHistory.currentStage).toBe(st.whyIsBetter);
    expect(texts(result)).toEqual(['Why? Please explain in 1–3 sentences.']);
  });

  it('asks again for 4', async () => {
    const result = await turn(script, history(st.whichIsBetter, chosen), '4', coach);
    expect(result.updatedHistory.currentStage).toBe(st.whichIsBetter);
  });
});

describe('Persuasive stage 12: why (1–3 sentences, 2–60 words)', () => {
  it.each([
    ['It is clearer.', true],
    ['It is clearer. It has numbers. It speaks to them.', true],
    ['One. Two words. Three words. Four words.', false],
    ['Clearer', false],
    [textOfWords(61, 100), false],
  ])('%j accepted: %s', async (answer, ok) => {
    const result = await turn(script, history(st.whyIsBetter, chosen), answer, coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.additionalInformation : st.whyIsBetter);
    if (ok) expect(result.updatedHistory.fields.whyIsBetter).toBe(answer);
  });

  it('gives the reason for too many sentences', async () => {
    const result = await turn(
      script,
      history(st.whyIsBetter, chosen),
      'One. Two words. Three words. Four words.',
      coach,
    );
    expect(texts(result)).toEqual(['Please answer in 1–3 sentences. Currently, you wrote 4.']);
  });
});

describe('Persuasive stages 13–15: reflections and the end', () => {
  it.each([
    [1, false],
    [2, true],
    [40, true],
    [41, false],
  ])('what you would add: %i words accepted: %s', async (n, ok) => {
    const result = await turn(
      script,
      history(st.additionalInformation, chosen),
      textOfWords(n),
      coach,
    );
    expect(result.updatedHistory.currentStage).toBe(
      ok ? st.whatYouHaveLearnt : st.additionalInformation,
    );
  });

  it.each([
    [4, false],
    [5, true],
    [120, true],
    [121, false],
  ])('what you learnt: %i words accepted: %s', async (n, ok) => {
    const result = await turn(script, history(st.whatYouHaveLearnt, chosen), textOfWords(n), coach);
    expect(result.updatedHistory.currentStage).toBe(ok ? st.finished : st.whatYouHaveLearnt);
    if (ok) {
      expect(result.updatedHistory.fields.whatYouHaveLearnt).toBe(textOfWords(n));
      expect(texts(result)[0]).toContain("Thank you, we're done!");
      expect(isFinished('persuasive', result.updatedHistory)).toBe(true);
    }
  });

  it('answers any message after the end and stays finished', async () => {
    const result = await turn(script, history(st.finished, chosen), 'more?', coach);
    expect(texts(result)).toEqual(['This exercise is finished. Press Restart to write a new one.']);
    expect(result.updatedHistory.currentStage).toBe(15);
  });
});

describe('Persuasive: history, registry and storage', () => {
  it('refuses a stage out of range or a field of the wrong type', async () => {
    await expect(turn(script, history(16), null, coach)).rejects.toThrow(ExerciseInputError);
    await expect(turn(script, history(-1), null, coach)).rejects.toThrow(ExerciseInputError);
    await expect(turn(script, history(3, { originalText: 5 }), null, coach)).rejects.toThrow(
      'originalText must be a text.',
    );
  });

  it('drops undeclared fields such as isResearch: the exercise has no research edition', async () => {
    const result = await turn(
      script,
      history(st.audience, { isResearch: true, junk: 'x' }),
      '1',
      coach,
    );
    expect(result.updatedHistory.fields).not.toHaveProperty('isResearch');
    expect(result.updatedHistory.fields).not.toHaveProperty('junk');
  });

  it('is registered at api/Persuasive with the full coach and finishes at 15', () => {
    expect(exercises.persuasive.variants.standard).toMatchObject({
      route: 'Persuasive',
      coach: 'full',
      research: false,
    });
    expect(script.finishStage).toBe(15);
    expect(script.stages).toHaveLength(16);
  });

  it('stores every column of docs/product.md §3, texts only when allowed', () => {
    expect(storageColumns(script)).toEqual(
      expect.arrayContaining([
        'target_audience',
        'detailed_audience',
        'original_text',
        'text_logos',
        'text_audience_interests',
        'pathos_interests_reflected',
        'text_pathos',
        'ethos_affiliation',
        'ethos_affiliation_reflected',
        'text_ethos',
        'which_is_better',
        'why_is_better',
        'additional_information',
        'what_you_have_learnt',
        'original_text_jargon',
        'text_logos_gpt3',
        'text_pathos_gpt3',
        'text_ethos_gpt3',
      ]),
    );
    const full = history(st.finished, {
      ...chosen,
      originalText: 'mine',
      originalTextJargonScore: 90,
      whichIsBetter: 'Final',
      whatYouHaveLearnt: 'a lot',
    });
    // Which columns are content, nulled when texts may not be kept, the server decides.
    expect(toStorageRecord(script, full)).toMatchObject({
      current_stage: 15,
      original_text: 'mine',
      what_you_have_learnt: 'a lot',
      original_text_jargon_score: 90,
      which_is_better: 'Final',
    });
  });
});

describe("Persuasive: the readers' description said once", () => {
  // The 2026-11-27 walks (w3, w8): the whole description stood in seven of the coach's sentences.
  const descriptions = {
    en: "Haifa city council's infrastructure committee, deciding whether to fund green stormwater retrofits",
    he: 'משרד החינוך - ההחלטה אם לדחות את שעת תחילת הלימודים בחטיבות הביניים ובתיכונים ל-8:30 או 9:00',
    ar: 'بلدية الناصرة: قسم المياه والمجلس البلدي، قرار تخصيص ميزانية لاستبدال شبكة الأنابيب القديمة',
  } as const;
  const labels = { en: 'Haifa city council&#39;s infrastructure committee', he: 'משרד החינוך', ar: 'بلدية الناصرة' } as const;
  // Sentences of 30 words: too long for any readers, so each revision's advice names them.
  const longSentences = textOfWords(110, 30);

  it.each(['en', 'he', 'ar'] as const)('quotes it whole once, where the script asks for the summary, and names the readers by a short label after (%s)', async (language) => {
    const fields = { targetAudience: 'government', startTime: 'then', detailedAudience: descriptions[language], ethosAffiliation: 'x' };
    const replies = [
      await runTurn(script, history(st.audienceDetail, { targetAudience: 'government', startTime: 'then' }), descriptions[language], coach, { language }),
      await runTurn(script, history(st.originalText, fields), longSentences, coach, { language }),
      await runTurn(script, history(st.textLogos, fields), longSentences, coach, { language }),
      await runTurn(script, history(st.textEthos, fields), longSentences, coach, { language }),
    ].map((result) => result.messages.map((message) => message.text).join('\n'));
    const whole = descriptions[language].replaceAll("'", '&#39;');
    const times = replies.map((reply) => reply.split(whole).length - 1);
    expect(times).toEqual([1, 0, 0, 0]);
    // The coach's advice and the last question still say who the readers are.
    expect(replies[2]).toContain(`(${labels[language]})`);
    expect(replies[3]).toContain(`(${labels[language]})`);
  });

  it('tells the coach the label for its sentences and the whole description for the model', async () => {
    const recording = recordingCoach();
    const fields = { targetAudience: 'government', startTime: 'then', detailedAudience: descriptions.en };
    await turn(script, history(st.originalText, fields), summary(120), recording);
    expect(recording.requests[0]).toMatchObject({
      readers: "government committees and policymakers (Haifa city council's infrastructure committee)",
      readersDescription: `government committees and policymakers (${descriptions.en})`,
    });
  });
});
