import { describe, expect, it } from 'vitest';
import { coherenceCases } from '../../../eval/cases/coherence.ts';
import { criticalThinkingCases } from '../../../eval/cases/critical-thinking.ts';
import { createBuiltinCoach } from '../../coaches/builtin-coach.ts';
import type { FeedbackRequest, QuestionContext } from '../../coaches/coach.ts';
import { createLlmCoach } from '../../llm/llm-coach.ts';
import { questionFeedbackPrompt } from '../../llm/llm-prompts.ts';
import { renderFindings } from '../../findings/render.ts';
import { missingTerms, proposeResearchQuestion, questionFeedback, questionFindings, questionRuleFindings, times } from './question-feedback.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { coherenceText, criticalThinkingSummary } from '../../testing/sample-texts.ts';

const table = (headers: string[], rows: string[][]) => ({ headers, rows });
const ask = (id: string, extra: Partial<QuestionContext> = {}, text = coherenceText) =>
  questionFeedback(text, { id, number: 1, theme: 'a theme', ...extra });


const kinds = (text: string, question: QuestionContext) => questionFindings(text, question).map((found) => found.kind);

describe('built-in feedback on Coherence questions', () => {
  it('key terms: names the most repeated term counted by lemma and checks the counts in the table', () => {
    const feedback = ask('coherence.keyTerms', {
      choice: '1',
      table: table(
        ['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'],
        [['corals', '3', 'seagrass']],
      ),
    });
    expect(feedback).toContain('“coral” (9 times in all its forms)');
    expect(feedback).toContain('You counted 3 for “corals”; it appears 6 times as written, and 9 times with its other forms.');
    expect(feedback).toContain('Your extra keyword “seagrass” appears at most once');
  });

  it('key terms: "measure", "measured" and "measurements" are one key term, and a count of all forms is accepted', () => {
    const text =
      'We measure soil moisture every day. The measured values vary. Our measurements agree with the satellite.\nThe satellite maps soil moisture too.';
    const found = questionFindings(text, {
      id: 'coherence.keyTerms',
      number: 1,
      theme: 't',
      choice: '1',
      table: table(['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'], [['measure', '3', '']]),
    });
    expect(found.map((item) => item.kind)).not.toContain('coherence.keyTerms.miscounted');
    const [first] = found;
    expect(first?.kind).toBe('coherence.keyTerms.dropsOut');
    expect(first?.message.params).toMatchObject({ term: 'measure', count: 3, paragraph: 2 });
    expect(text.slice(first?.span?.start, first?.span?.end)).toBe('The satellite maps soil moisture too.');
  });

  it('key terms: says in which paragraph the main term drops out', () => {
    const text = `${coherenceText.split('\n')[0] ?? ''}\nThe water in the park is warm in summer and divers visit often.`;
    expect(
      ask(
        'coherence.keyTerms',
        { choice: '2', table: table(['Keywords that can be repeated'], [['bleaching']]) },
        text,
      ),
    ).toContain('drops out in paragraph 2');
  });

  it('adverbs: the vague intensifiers are named; the table\'s adverb missing from the text is not echoed back; no count of adverbs', () => {
    const question = { id: 'coherence.adverbs', number: 2, theme: 'a theme', choice: '2', table: table(['Adverb', 'Modified word'], [['rapidly', 'recover']]) };
    const feedback = ask('coherence.adverbs', question);
    // "“rapidly” is not in your text yet: add it …, where it tells the reader something they
    // need" echoed the student's table without saying whether the adverb belongs (walks: stock).
    expect(feedback.split('<br />')[0]).toContain('“very” adds emphasis but not precision');
    expect(feedback).not.toContain('is not in your text yet');
    expect(feedback).not.toMatch(/\d adverbs/u);
    expect(questionRuleFindings(coherenceText, question).map((item) => item.kind)).toContain('coherence.adverbs.absent');
  });

  it('pronouns: a bare "This" is named with its sentence as the span; a "They" after two plural nouns is not called ambiguous, nor the text clear', () => {
    const found = questionFindings(coherenceText, {
      id: 'coherence.pronouns',
      number: 3,
      theme: 't',
      choice: '1',
      table: table(['Pronoun', 'Word/term referred to'], [['these', 'corals']]),
    });
    const feedback = renderFindings(found);
    expect(found.map((item) => item.kind)).not.toContain('coherence.pronouns.ambiguous');
    expect(found.map((item) => item.kind)).not.toContain('coherence.pronouns.clear');
    expect(feedback).toContain('Sentence 10 starts with a bare “This”; add the noun it refers to (“This result …”).');
    const bare = found.find((item) => item.kind === 'coherence.pronouns.bareDemonstrative');
    expect(coherenceText.slice(bare?.span?.start, bare?.span?.end)).toMatch(/^This shows that the partners/);
  });

  it('pronouns: a clear text is said to be clear, and a referent missing from the text is named', () => {
    const feedback = ask(
      'coherence.pronouns',
      {
        choice: '1',
        table: table(['Pronoun', 'Word/term referred to'], [['these', '20 samples']]),
      },
      'We grew corals in tanks. The corals grew fast.',
    );
    expect(feedback).toContain('Each “this” and “they” I checked, and each “it” that opens a sentence, follows a noun it can point to.');
    expect(feedback).toContain('“20 samples”, which your “these” refers to, does not appear');
  });

  it('pronouns: a Hebrew referent with an article the text does not give is not called missing', () => {
    // A walk: "המתנדבים" in the table, "מתנדבים אספו …" in the text.
    const found = questionFindings('מתנדבים אספו ציפורים מתות ליד המגדלים. הם מצאו פי שלושה ציפורים בלילות מעוננים.', {
      id: 'coherence.pronouns',
      number: 3,
      theme: 't',
      choice: '1',
      table: table(['כינוי', 'המילה שאליה הוא מפנה'], [['הם', 'המתנדבים']]),
    });
    expect(found.map((item) => item.kind)).not.toContain('coherence.pronouns.referentMissing');
    const missing = questionFindings('מתנדבים אספו ציפורים. הם מצאו הרבה.', {
      id: 'coherence.pronouns',
      number: 3,
      theme: 't',
      choice: '1',
      table: table(['כינוי', 'המילה שאליה הוא מפנה'], [['הם', 'החוקרים']]),
    });
    expect(missing.map((item) => item.kind)).toContain('coherence.pronouns.referentMissing');
  });

  it('pronouns: a Hebrew referent of several words is named when each word is, prefix letters aside ("האחיות והאחים")', () => {
    // A walk: "האחיות והאחים" in the table, "אחיות ואחים עבדו …" in the text.
    const pronouns = (text: string, referent: string) =>
      questionFindings(text, {
        id: 'coherence.pronouns',
        number: 3,
        theme: 't',
        choice: '1',
        table: table(['כינוי', 'המילה שאליה הוא מפנה'], [['הם', referent]]),
      }).map((item) => item.kind);
    expect(pronouns('אחיות ואחים עבדו במשמרות לילה. הם גם דיווחו על עייפות.', 'האחיות והאחים')).not.toContain(
      'coherence.pronouns.referentMissing',
    );
    expect(pronouns('אחיות עבדו במשמרות לילה. הם גם דיווחו על עייפות.', 'האחיות והרופאים')).toContain('coherence.pronouns.referentMissing');
  });

  it('pronouns: a referent the table paraphrases from one sentence is named ("the bacteria moving to the patient")', () => {
    const context = (referent: string) => ({
      id: 'coherence.pronouns',
      number: 3,
      theme: 't',
      choice: '1',
      table: table(['Pronoun', 'The word it refers to'], [['It', referent]]),
    });
    const text = 'The bacteria moved from the sink to the patient. It can happen in any ward.';
    expect(questionFindings(text, context('the bacteria moving to the patient')).map((item) => item.kind)).not.toContain(
      'coherence.pronouns.referentMissing',
    );
    // Words the text does not hold are still called missing.
    expect(questionFindings(text, context('the nurses washing their hands')).map((item) => item.kind)).toContain('coherence.pronouns.referentMissing');
  });

  it('verbs: an overused verb in all its forms, and the unused partner from the table', () => {
    const text =
      'We show that corals survive. The data showed a trend. Maps show reefs. This shows hope.';
    const feedback = ask(
      'coherence.verbs',
      { choice: '2', table: table(['Verb', 'Verb with a similar meaning'], [['show', 'reveal']]) },
      text,
    );
    expect(feedback).toContain('You use “show” 4 times');
    expect(feedback).toContain('“show” appears 4 times and “reveal” not yet');
  });

  it('connectors: names a paragraph that opens without a link, and asks how it follows (no count of linked sentences)', () => {
    const text =
      'Corals bleach in heatwaves. Therefore we studied them.\nDeep reefs stay cool. Some corals recover.';
    const feedback = ask(
      'coherence.connectors',
      {
        choice: '1',
        table: table(
          ['Connector', 'Between sentences or paragraphs?'],
          [['Therefore', 'sentences']],
        ),
      },
      text,
    );
    expect(feedback).not.toContain('Sentences after the first that contain a connector');
    expect(feedback).toContain('Paragraph 2 opens without a word that links it to the paragraph before. How does it follow');
  });

  it('connectors: a paragraph that opens with "These results" or the last paragraph\'s key term is linked', () => {
    const question = { id: 'coherence.connectors', number: 5, theme: 't', choice: '1' };
    expect(kinds('Corals bleach in heatwaves. We surveyed reefs.\nThese results worry managers.', question)).not.toContain(
      'coherence.connectors.paragraphUnlinked',
    );
    expect(kinds('Corals bleach in heatwaves. We surveyed forty reefs.\nThe reefs lie near Eilat.', question)).not.toContain(
      'coherence.connectors.paragraphUnlinked',
    );
  });

  it('a Hebrew text gets no remark from an English word list, and no line saying so; its table, connectors and paragraphs are still checked', () => {
    const hebrew = 'האלמוגים מלבינים בגלי חום. בדקנו ארבעים שוניות.\nהמים בפארק חמים בקיץ. לכן האלמוגים נפגעים.';
    for (const id of ['coherence.keyTerms', 'coherence.adverbs', 'coherence.pronouns', 'coherence.verbs']) {
      expect(kinds(hebrew, { id, number: 1, theme: 't', choice: '1' })).toEqual(['summary.noRemark']);
    }
    const counted = { headers: ['מילה', 'מספר', 'מילות מפתח נוספות'], rows: [['אלמוגים', '5', '']] };
    expect(kinds(hebrew, { id: 'coherence.keyTerms', number: 1, theme: 't', choice: '1', table: counted })).toEqual(['coherence.keyTerms.miscounted']);
    const bare = 'קראנו עם הילדים כל ערב. זה מראה שהם אוהבים ספרים.';
    expect(kinds(bare, { id: 'coherence.pronouns', number: 3, theme: 't', choice: '2' })).toEqual(['coherence.pronouns.bareDemonstrative']);
    expect(kinds('קראנו עם הילדים כל ערב. זה הספר שהם אוהבים.', { id: 'coherence.pronouns', number: 3, theme: 't', choice: '2' })).toEqual([
      'summary.noRemark',
    ]);
    const connectors = questionFindings(hebrew, {
      id: 'coherence.connectors',
      number: 5,
      theme: 't',
      choice: '1',
      table: table(['Connector', 'Between sentences or paragraphs?'], [['אולם', 'פסקאות'], ['לכן', 'משפטים']]),
    });
    // A Hebrew paragraph may link by its meaning, which no list sees: with a connector elsewhere
    // in the text, an opening without one is not named.
    expect(connectors.map((item) => item.kind)).toEqual(['summary.noRemark']);
    const unlinked = 'תלמידים רבים מתקשים בקריאה. ערכנו תוכנית קריאה יומית.\nהורים רבים ביקשו להמשיך בתוכנית.';
    expect(kinds(unlinked, { id: 'coherence.connectors', number: 5, theme: 't', choice: '1' })).toEqual([
      'coherence.connectors.paragraphUnlinked',
    ]);
  });

  it('pronouns: "These are …" asks for a plural noun, and a closing "It is very important." is named', () => {
    const question = { id: 'coherence.pronouns', number: 3, theme: 't', choice: '1' };
    expect(questionFeedback('Red dwarfs are small. These are the best places to look.', question)).toContain(
      'Sentence 2 starts with a bare “These”; add the noun it refers to (“These results …”).',
    );
    expect(kinds('Schools could teach screen time. It is very important and really needed.', question)).toEqual([
      'coherence.pronouns.vagueIt',
    ]);
    // A check passed is the summary line, not a remark.
    expect(kinds('Schools could teach screen time. It is important to start early.', question)).toEqual(['summary.passed']);
    expect(questionFeedback('Schools could teach screen time. It is important to start early.', question)).toContain('follows a noun it can point to');
  });

  it('pronouns: does not call a text clear while a "They" follows a sentence naming two plural nouns', () => {
    const question = { id: 'coherence.pronouns', number: 3, theme: 't', choice: '1' };
    expect(kinds('Red dwarfs often release strong flares. They can strip the atmosphere of planets.', question)).toEqual([
      'summary.noRemark',
    ]);
  });

  it('says at most three sentences, and escapes what the student wrote', () => {
    for (const id of [
      'coherence.keyTerms',
      'coherence.adverbs',
      'coherence.pronouns',
      'coherence.verbs',
      'coherence.connectors',
    ]) {
      const feedback = ask(id, {
        choice: '1',
        table: table(['A', 'B'], [['<b>x</b>', '<i>y</i>']]),
      });
      expect(feedback.split('<br />').length).toBeLessThanOrEqual(3);
      expect(feedback).not.toContain('<b>');
      expect(feedback).not.toContain('<i>');
    }
  });
});

describe('built-in feedback on Critical Thinking questions', () => {
  const ct = (id: string, answer: string, summary = criticalThinkingSummary) =>
    questionFeedback(summary, { id, number: 1, theme: 't', answer });
  const ctKinds = (id: string, answer: string, summary = criticalThinkingSummary) =>
    kinds(summary, { id, number: 1, theme: 't', answer });

  it('names content terms of the answer the summary lacks, never verbs, general words or idiom parts', () => {
    expect(missingTerms(criticalThinkingSummary, 'We clearly want to show that seagrass meadows protect reefs')).toEqual([
      'seagrass meadows',
    ]);
    expect(
      missingTerms(
        criticalThinkingSummary,
        'The main purpose of the area is keeping in mind what deep reefs mean for shallow reefs.',
      ),
    ).toEqual([]);
    expect(
      ct(
        'criticalThinking.purpose',
        'Our aim is to learn whether seagrass meadows protect reefs from heatwaves.',
      ),
    // The answer's terms are not asked about in the chat: on whole walks the summary said most of them in other words.
    ).not.toContain('seagrass meadows');
  });

  it('purpose: a summary without a stated purpose is told to state it near the start', () => {
    const summary = 'Corals die in heatwaves. We surveyed 40 reefs. Deep corals survived better.';
    expect(
      ct(
        'criticalThinking.purpose',
        'To find out whether deep corals survive heatwaves better than shallow corals do.',
        summary,
      ),
    ).toContain('never states its purpose outright');
  });

  it('research questions: a topic instead of a question is noticed, and a direct question is proposed from the student\'s words', () => {
    const feedback = ct('criticalThinking.questions', 'Coral survival in heatwaves at different depths of the reef.');
    expect(feedback).toContain('Your answer names a topic rather than asking a question.');
    expect(feedback).toContain('“Can reef corals from deeper water help shallow reefs recover after marine heatwaves?”');
  });

  it('research questions: builds "Does X change Y?" from whether, how and effect-of phrasings, and asks a precise question otherwise', () => {
    expect(proposeResearchQuestion(['We tested whether the new vaccine reduces hospital admissions among children.'])).toBe(
      'Does the new vaccine reduce hospital admissions among children?',
    );
    expect(proposeResearchQuestion(['We study how soil bacteria respond to drought in wheat fields.'])).toBe(
      'How do soil bacteria respond to drought in wheat fields?',
    );
    expect(proposeResearchQuestion(['The effect of salt intake on blood pressure in older adults'])).toBe(
      'How does salt intake affect blood pressure in older adults?',
    );
    expect(proposeResearchQuestion(['Our aim was to find out whether remote teaching has lowered exam scores.'])).toBe(
      'Has remote teaching lowered exam scores?',
    );
    expect(proposeResearchQuestion(['Understanding the area, keeping in mind the big picture.'])).toBeNull();
    const summary = 'Many farms lose water. We looked at the area with farmers for two years and wrote a report on 12 farms.';
    expect(ctKinds('criticalThinking.questions', 'The area and its farms, keeping in mind the big picture.', summary)).toEqual([
      'criticalThinking.answerIsTopic',
      'criticalThinking.askPrecise',
      'criticalThinking.questionMissing',
    ]);
  });

  it('key information: figures of the answer missing from the summary are named', () => {
    expect(
      ct(
        'criticalThinking.information',
        'Deep corals lost 12% of their cover; shallow corals lost 70%.',
      ),
    ).toContain('The figure “70%” from your answer is not in your summary');
  });

  it('conclusions: a strong claim is supported by a figure or study in its own or the next sentence', () => {
    expect(
      ct(
        'criticalThinking.conclusions',
        'Deep reefs clearly prove to be a refuge for every shallow reef.',
      ),
    ).toContain(
      '“Deep reefs clearly prove to be a refuge for every shallow reef.” is a strong claim',
    );
    expect(
      ctKinds('criticalThinking.conclusions', 'Deep reefs clearly act as a refuge. In our survey, 40 of 40 deep reefs kept their cover.'),
    ).not.toContain('criticalThinking.unsupportedClaim');
    expect(
      ctKinds('criticalThinking.conclusions', 'Our survey of 40 reefs proves that deep reefs act as a refuge for shallow ones.'),
    ).toContain('criticalThinking.overstatedClaim');
    expect(
      ct(
        'criticalThinking.conclusions',
        'Deep reefs may act as a refuge for shallow reefs in our 40 sites.',
      ),
    ).toContain('Your conclusions are qualified (“may”)');
  });

  it('key information: an answer without any figure or finding is asked for one; a summary of opinions has no evidence', () => {
    const summary = 'Students liked the quizzes. Teachers said the course was easier. We looked at the exam results.';
    expect(ctKinds('criticalThinking.information', 'Students liked the quizzes and teachers were happy.', summary)).toEqual([
      'criticalThinking.answerWithoutData',
      'criticalThinking.noEvidence',
    ]);
  });

  it('significance: a closing sentence on who can use the work counts, and no new terms are asked for', () => {
    const summary = 'We tested reminders in 240 patients. HbA1c fell by 0.6 points. Clinics with few staff could add reminders at low cost.';
    const found = questionFindings(summary, {
      id: 'criticalThinking.significance',
      number: 5,
      theme: 't',
      answer: 'Unlike earlier studies, ours ran in public clinics, so thousands of patients in rich countries could benefit.',
    });
    // Found, so not asked for; said no more: "says what the work means" is praise too unsure to
    // say (findings/unsure-praise.ts).
    expect(found.map((item) => item.kind)).toEqual(['summary.noRemark']);
    expect(renderFindings(found)).not.toContain('what the work means');
  });

  it('significance: a summary that never says why it matters is told to', () => {
    const summary = 'We surveyed 40 reefs. Deep corals survived better than shallow corals.';
    expect(
      ct(
        'criticalThinking.significance',
        'Managers could protect deep reefs as refuges for the future.',
        summary,
      ),
    ).toContain(
      'Does your summary say why the work matters, what is new and who can use it? If not, add that sentence after its last one, “Deep corals survived better than shallow corals.”',
    );
  });

  it('significance: a closing sentence with "could" before a closing plan still says what the work means', () => {
    const summary =
      'We tested a nickel catalyst. It needed 1.62 volts. Our catalyst could make green hydrogen cheap enough to compete with natural gas. This is a breakthrough. Next, we will scale up the electrode.';
    const found = ctKinds('criticalThinking.significance', 'Cheap hydrogen is needed for steel, and this is new.', summary);
    expect(found).not.toContain('criticalThinking.significanceMissing');
    expect(found).not.toContain('summary.passed');
  });

  it('a Hebrew summary: figures are checked, English word lists are not applied', () => {
    const summary = 'המחקר שלנו בדק אלמוגים בעומק 30 מטרים. האלמוגים איבדו 12% מהכיסוי שלהם.';
    expect(ctKinds('criticalThinking.information', 'האלמוגים העמוקים איבדו 12% והרדודים 55%.', summary)).toEqual([
      'criticalThinking.figuresMissing',
    ]);
    for (const id of ['criticalThinking.conclusions', 'criticalThinking.significance']) {
      expect(ctKinds(id, 'האלמוגים העמוקים תמיד שורדים.', summary)).toEqual(['summary.noRemark']);
    }
    // The purpose is asked about in Hebrew too: found ("בדק" is no purpose, "מטרת המחקר" is), or asked as a question.
    expect(ctKinds('criticalThinking.purpose', 'לבדוק אם אלמוגים שורדים.', summary)).toEqual(['criticalThinking.purposeLate']);
    expect(ctKinds('criticalThinking.purpose', 'לבדוק אם אלמוגים שורדים.', `מטרת המחקר היא להבין אם אלמוגים עמוקים שורדים. ${summary}`)).toEqual([
      'summary.noRemark',
    ]);
    expect(ctKinds('criticalThinking.questions', 'האם אלמוגים עמוקים שורדים?', summary)).toEqual(['criticalThinking.askPrecise']);
  });

  it('speaks the request\'s language: Hebrew in the plural, Arabic, with the student\'s words as written', () => {
    const question = { id: 'criticalThinking.information', number: 3, theme: 't', answer: 'Shallow corals lost 70%.' };
    expect(questionFeedback(criticalThinkingSummary, question, 'he')).toBe(
      'הנתון “70%” מהתשובה שלכם לא נמצא בתקציר; מסקנה בלי הנתונים שלה מבקשת מהקוראים לסמוך עליכם.',
    );
    expect(questionFeedback(criticalThinkingSummary, question, 'ar')).toBe(
      'الرقم “70%” من إجابتك ليس في ملخصك؛ الاستنتاج بلا بياناته يطلب من القرّاء أن يثقوا بك.',
    );
  });

  it('counts in words, in the language', () => {
    expect([1, 2, 3].map((n) => times(n))).toEqual(['once', 'twice', '3 times']);
    expect(times(2, 'he')).toBe('פעמיים');
  });
});

describe('the labelled evaluation cases (packages/coach/eval/cases)', () => {
  it('holds precision ≥ 0.95 overall and ≥ 0.90 per kind, and recall ≥ 0.80', () => {
    const counts = new Map<string, { tp: number; fp: number; fn: number }>();
    const of = (kind: string) => {
      const entry = counts.get(kind) ?? { tp: 0, fp: 0, fn: 0 };
      counts.set(kind, entry);
      return entry;
    };
    for (const item of [...criticalThinkingCases, ...coherenceCases]) {
      const found = new Set(questionRuleFindings(item.text, item.question).map((finding) => finding.kind));
      for (const kind of item.mustFind) of(kind)[found.has(kind) ? 'tp' : 'fn'] += 1;
      for (const kind of item.mustNotFind) if (found.has(kind)) of(kind).fp += 1;
    }
    const total = [...counts.values()].reduce((sum, e) => ({ tp: sum.tp + e.tp, fp: sum.fp + e.fp, fn: sum.fn + e.fn }), { tp: 0, fp: 0, fn: 0 });
    expect(criticalThinkingCases.length + coherenceCases.length).toBeGreaterThanOrEqual(60);
    expect(total.tp / (total.tp + total.fp)).toBeGreaterThanOrEqual(0.95);
    expect(total.tp / (total.tp + total.fn)).toBeGreaterThanOrEqual(0.8);
    const imprecise = [...counts].filter(([, e]) => e.tp + e.fp > 0 && e.tp / (e.tp + e.fp) < 0.9).map(([kind]) => kind);
    expect(imprecise).toEqual([]);
  });
});

describe('feedback on a question from the LLM coach', () => {
  const request: FeedbackRequest = {
    exercise: 'coherence',
    stage: 4,
    task: 'Question 1',
    text: coherenceText,
    audience: null,
    focus: [],
    question: {
      id: 'coherence.keyTerms',
      number: 1,
      theme: 'repeating key words or terms',
      choice: '2',
      table: table(['Keywords that can be repeated'], [['seagrass']]),
    },
  };
  const fallback = createBuiltinCoach(createFakeJargonAnalyzer());

  it('sends the question, the choice, the table and the text, fenced, and shows only the escaped answer', async () => {
    const bodies: string[] = [];
    const coach = createLlmCoach({
      baseUrl: 'http://llm.test/v1',
      model: 'm',
      timeoutMs: 1000,
      fallback,
      fetch: (_url, init) => {
        bodies.push(String(init?.body));
        return Promise.resolve(
          Response.json({
            choices: [{ message: { content: 'Repeat <seagrass> in paragraph 2.' } }],
          }),
        );
      },
    });
    const feedback = await coach.feedback(request);
    expect(feedback).toMatchObject({
      source: 'llm',
      messages: ['Repeat &lt;seagrass&gt; in paragraph 2.'],
    });
    const prompt = questionFeedbackPrompt(request)
      .map((message) => message.content)
      .join('\n');
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ model: 'm' });
    expect(prompt).toContain('the student answered: No');
    expect(prompt).toContain('<<<ANSWER\nKeywords that can be repeated\nseagrass\nANSWER>>>');
    expect(prompt).toContain('two or three sentences');
    expect(prompt).toContain(`<<<TEXT\n${coherenceText}\nTEXT>>>`);
  });

  it('falls back to the built-in feedback when the endpoint fails', async () => {
    const coach = createLlmCoach({
      baseUrl: 'http://llm.test/v1',
      model: 'm',
      timeoutMs: 1000,
      fallback,
      fetch: () => Promise.resolve(new Response('down', { status: 503 })),
    });
    const feedback = await coach.feedback(request);
    expect(feedback.source).toBe('builtin');
    expect(feedback.messages[0]).toContain('“seagrass” appears at most once');
  });
});
