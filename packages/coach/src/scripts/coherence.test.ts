import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import type { Coach } from '../engine/coach.ts';
import { runTurn } from '../engine/engine.ts';
import { isFinished } from '../exercises/finish-rules.ts';
import { createNeutralCoach } from '../coaches/neutral-coach.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { coherenceText, revised } from '../../testing/sample-texts.ts';
import { recordingCoach } from '../../testing/recording-coach.ts';
import { fixedNow, history, tableAnswer, texts, turn } from '../../testing/turns.ts';
import { coherenceResearchScript, coherenceScript, coherenceStages } from './coherence.ts';
import { coherenceQuestionStages } from '../../testing/question-stages.ts';
import { coherenceQuestions, type CoherenceTable } from './coherence-questions.ts';
import { renderChatText, renderSaid } from '../chat/render.ts';

const analyzer = createFakeJargonAnalyzer();
const builtin = createBuiltinCoach(analyzer);
const neutral = createNeutralCoach({ analyzer });

const started = {
  startTime: fixedNow.toISOString(),
  initialText: coherenceText,
  currentText: coherenceText,
};

/** A table's headers as the English chat shows them. */
const headersOf = (table: CoherenceTable | undefined) => (table?.headers ?? []).map((header) => renderSaid(header));

describe('Coherence stage numbers', () => {
  it('are the positions the stored current_stage values mean: a reordering would change stored data', () => {
    // A stored row's current_stage is one of these numbers. Moving a stage changes them, so a
    // change here needs a mapping of the old numbers on read (docs/exercises.md "Declared once").
    expect(coherenceStages).toEqual({ greeting: 0, name: 1, text: 2, firstQuestion: 3, firstReflection: 18, openReflection: 22, finished: 23 });
    expect(coherenceScript.stages.map((stage) => stage.name).slice(18, 24)).toEqual([
      'reflection1',
      'reflection2',
      'reflection3',
      'reflection4',
      'reflectionOpen',
      'finished',
    ]);
  });
});

describe('Coherence greeting and name', () => {
  it('greets, explains the three steps and asks for a 150–500-word text', async () => {
    const result = await turn(coherenceScript, history(0), null, builtin);
    expect(result.updatedHistory.currentStage).toBe(coherenceStages.text);
    expect(texts(result)[0]).toContain('Welcome to the Coherence Coach');
    expect(texts(result).join(' ')).toContain('five questions');
    expect(texts(result).at(-1)).toBe('Please paste your text (150–500 words).');
    expect(result.updatedHistory.fields.startTime).toBe(fixedNow.toISOString());
  });

  it('asks a research participant for a name or pseudonym of 1–5 words first, then for the text', async () => {
    const first = await turn(coherenceResearchScript, history(0), null, builtin);
    expect(first.updatedHistory.currentStage).toBe(coherenceStages.name);
    expect(first.updatedHistory.fields.isResearch).toBe(true);
    expect(texts(first).at(-1)).toContain('please tell me your name, or a pseudonym you will remember (1–5 words)');

    const sentence = 'I am a PhD student in marine biology at Haifa';
    const tooLong = await turn(coherenceResearchScript, first.updatedHistory, sentence, builtin);
    expect(tooLong.updatedHistory.currentStage).toBe(coherenceStages.name);
    expect(texts(tooLong)).toEqual(['Please use 1–5 words. Currently, you used 10.']);

    const oneWord = await turn(coherenceResearchScript, first.updatedHistory, 'Eve', builtin);
    expect(oneWord.updatedHistory.currentStage).toBe(coherenceStages.text);
    expect(oneWord.updatedHistory.fields.participantName).toBe('Eve');

    const named = await turn(
      coherenceResearchScript,
      first.updatedHistory,
      'Ada <b>Lovelace</b>',
      builtin,
    );
    expect(named.updatedHistory.currentStage).toBe(coherenceStages.text);
    expect(named.updatedHistory.fields.participantName).toBe('Ada <b>Lovelace</b>');
    expect(texts(named)[0]).toBe('Thank you, Ada &lt;b&gt;Lovelace&lt;/b&gt;!');
  });

  it('skips the name when the research session already has one', async () => {
    const result = await turn(
      coherenceResearchScript,
      history(0, { participantName: 'Ada Lovelace' }),
      null,
      builtin,
    );
    expect(result.updatedHistory.currentStage).toBe(coherenceStages.text);
  });
});

describe('Coherence text (150–500 words)', () => {
  it.each([
    [149, false],
    [150, true],
    [500, true],
    [501, false],
  ])('a text of %i words is accepted: %s', async (words, accepted) => {
    const result = await turn(
      coherenceScript,
      history(2, { startTime: 'x' }),
      textOfWords(words),
      builtin,
    );
    if (accepted) {
      expect(result.updatedHistory.currentStage).toBe(3);
      expect(result.updatedHistory.fields.initialText).toBe(textOfWords(words));
      expect(result.updatedHistory.fields.currentText).toBe(textOfWords(words));
      expect(texts(result).at(-1)).toContain('Question 1 of 5');
      expect(texts(result).at(-1)).toContain(
        '<span class="option" data-value="3">(3) Not sure</span>',
      );
    } else {
      expect(result.updatedHistory.currentStage).toBe(2);
      expect(texts(result)).toEqual([`Please use 150–500 words. Currently, you used ${words}.`]);
    }
  });
});

describe('Coherence questions: the choice decides the table', () => {
  for (const [index, question] of coherenceQuestions.entries()) {
    const n = index + 1;
    const stages = coherenceQuestionStages(n);

    it(`question ${n} (${question.id}): Yes asks for its table with its headers, example and minimum rows`, async () => {
      const result = await turn(coherenceScript, history(stages.choice, started), '1', builtin);
      expect(result.updatedHistory.currentStage).toBe(stages.table);
      expect(result.updatedHistory.fields[`question${n}Choice`]).toBe('1');
      const table = result.messages.at(-1);
      expect(table).toMatchObject({
        inputType: 'table',
        tableHeaders: headersOf(question.yes),
        exampleRow: question.yes.exampleRow.map((cell) => renderChatText(cell)),
        minimumRows: question.yes.minimumRows,
        text: renderSaid(question.yes.instruction),
      });
    });

    it.each(['2', '3'])(
      `question ${n}: answer %s (No, Not sure) asks for the other table`,
      async (choice) => {
        const result = await turn(
          coherenceScript,
          history(stages.choice, started),
          choice,
          builtin,
        );
        expect(result.updatedHistory.fields[`question${n}Choice`]).toBe(choice);
        expect(result.messages.at(-1)).toMatchObject({
          inputType: 'table',
          tableHeaders: headersOf(question.no),
          exampleRow: question.no.exampleRow.map((cell) => renderChatText(cell)),
          minimumRows: question.no.minimumRows,
          text: renderSaid(question.no.instruction),
        });
      },
    );
  }

  it('stores the choice as a digit and asks again for anything else', async () => {
    const result = await turn(coherenceScript, history(3, started), 'Yes please', builtin);
    expect(result.updatedHistory.currentStage).toBe(3);
    expect(texts(result)[0]).toContain('Please answer with 1 (Yes), 2 (No) or 3 (Not sure):');
    expect(result.updatedHistory.fields.question1Choice).toBeUndefined();
  });

  it('the minimum rows are those of the original: 2, 2, 2, 3, 2', () => {
    expect(coherenceQuestions.map((question) => question.yes.minimumRows)).toEqual([2, 2, 2, 3, 2]);
    expect(coherenceQuestions.map((question) => question.no.minimumRows)).toEqual([2, 2, 2, 3, 2]);
  });
});

describe('Coherence table answers', () => {
  const q1 = coherenceQuestions[0];
  const chosen = { ...started, question1Choice: '1' };

  it('stores the table as CSV lines with its header row, says nothing of its own without a remark, then asks for a revision', async () => {
    const coach = recordingCoach(builtin);
    const answer = tableAnswer(headersOf(q1?.yes), [
      ['corals', '9', 'heatwave, reefs'],
      ['  deep reefs ', '2', ''],
    ]);
    const result = await turn(coherenceScript, history(4, chosen), answer, coach);
    expect(result.updatedHistory.currentStage).toBe(5);
    expect(result.updatedHistory.fields.question1Details).toBe(
      'Repeated key word/term,# times repeated,Additional keywords to repeat\ncorals,9,"heatwave, reefs"\ndeep reefs,2,',
    );
    // The coach judged the current text with the question, the choice and the table.
    expect(coach.requests[0]).toMatchObject({
      text: coherenceText,
      question: {
        id: 'coherence.keyTerms',
        number: 1,
        choice: '1',
        table: {
          rows: [
            ['corals', '9', 'heatwave, reefs'],
            ['deep reefs', '2', ''],
          ],
        },
      },
    });
    // No remark on the key terms: the coach adds no line of its own (no filler).
    expect(result.updatedHistory.fields.feedback1 ?? '').toBe('');
    expect(JSON.parse(String(result.updatedHistory.fields.coachFindings))).toMatchObject({ feedback1: [] });
    // The table is quoted back readably before the revision prompt, cells escaped.
    expect(texts(result).join('\n')).toContain('<th>Repeated key word/term</th>');
    expect(texts(result).join('\n')).toContain('<td>heatwave, reefs</td>');
    expect(texts(result).at(-1)).toContain('Use your own ideas and the table you filled in');
    expect(texts(result).at(-1)).toContain('150–500 words');
  });

  it('asks again, with the table form, when every cell is empty', async () => {
    const answer = tableAnswer(headersOf(q1?.yes), [['', ' ', '']]);
    const result = await turn(coherenceScript, history(4, chosen), answer, builtin);
    expect(result.updatedHistory.currentStage).toBe(4);
    expect(texts(result)[0]).toBe(
      'Please fill in at least one cell of the table before sending it.',
    );
    expect(result.messages.at(-1)).toMatchObject({
      inputType: 'table',
      tableHeaders: headersOf(q1?.yes),
    });
    expect(result.updatedHistory.fields.question1Details).toBeUndefined();
  });

  it('keeps a plain-text answer, trimmed, when the client sent no table', async () => {
    const result = await turn(coherenceScript, history(4, chosen), '  corals, 9 times  ', builtin);
    expect(result.updatedHistory.fields.question1Details).toBe('corals, 9 times');
    expect(result.updatedHistory.currentStage).toBe(5);
  });

  it('with neutral coaching: thanks, no measure, no stored feedback, the slim revision wording', async () => {
    const answer = tableAnswer(headersOf(q1?.no), [['coral bleaching']]);
    const result = await turn(
      coherenceScript,
      history(4, { ...started, question1Choice: '2' }),
      answer,
      neutral,
    );
    expect(texts(result)[0]).toBe('Thank you.');
    expect(result.updatedHistory.fields).not.toHaveProperty('feedback1');
    expect(texts(result).at(-1)).toContain('Use your own ideas and the table you filled in');
    expect(texts(result).join(' ')).not.toMatch(/appears|times|drops out/);
  });
});

describe('Coherence revisions', () => {
  it('a revision replaces the current text and leads to the next question', async () => {
    const text = revised(coherenceText);
    const result = await turn(coherenceScript, history(5, started), text, builtin);
    expect(result.updatedHistory.currentStage).toBe(6);
    expect(result.updatedHistory.fields).toMatchObject({
      revisionAfterQuestion1: text,
      currentText: text,
    });
    expect(texts(result).at(-1)).toContain('Question 2 of 5');
  });

  it('keeps the stage for a revision outside 150–500 words', async () => {
    const result = await turn(coherenceScript, history(8, started), textOfWords(120), builtin);
    expect(result.updatedHistory.currentStage).toBe(8);
    expect(texts(result)).toEqual(['Please use 150–500 words. Currently, you used 120.']);
  });

  it('the revision after question 5 is the final text, then the reflections begin', async () => {
    const text = revised(coherenceText);
    const result = await turn(coherenceScript, history(17, started), text, builtin);
    expect(result.updatedHistory.currentStage).toBe(coherenceStages.firstReflection);
    expect(result.updatedHistory.fields).toMatchObject({
      finalText: text,
      revisionAfterQuestion5: text,
    });
    expect(texts(result).at(-1)).toContain('Statement 1 of 4');
    expect(isFinished('coherence', result.updatedHistory)).toBe(false);
  });
});

describe('Coherence reflections and the end', () => {
  it('stores the four ratings as digits and the open response, then is finished', async () => {
    let state = history(coherenceStages.firstReflection, { ...started, finalText: coherenceText });
    for (const rating of ['5', '4', '3', '2'])
      state = (await turn(coherenceScript, state, rating, builtin)).updatedHistory;
    expect(state.currentStage).toBe(coherenceStages.openReflection);
    expect(isFinished('coherence', state)).toBe(false);
    const last = await turn(coherenceScript, state, 'I now check my pronouns.', builtin);
    expect(last.updatedHistory.currentStage).toBe(coherenceStages.finished);
    expect(last.updatedHistory.fields).toMatchObject({
      reflectionAnswer1: '5',
      reflectionAnswer2: '4',
      reflectionAnswer3: '3',
      reflectionAnswer4: '2',
      reflectionOpenResponse: 'I now check my pronouns.',
    });
    expect(isFinished('coherence', last.updatedHistory)).toBe(true);
    const after = await turn(coherenceScript, last.updatedHistory, 'hello?', builtin);
    expect(texts(after)).toEqual([
      'This exercise is finished. Press Restart to work on a new text.',
    ]);
  });

  it('asks a rating again when it is not 1–5', async () => {
    const result = await turn(coherenceScript, history(18, started), '7', builtin);
    expect(result.updatedHistory.currentStage).toBe(18);
    expect(texts(result)[0]).toContain('data-value="5"');
  });
});

describe('Coherence revision prompt after the table', () => {
  // The walks of 2026-11-26: after an adverb table that drew no suggestion the prompt said "Use
  // the suggestions above" (coherence-astronomy, question 2; w5, a Hebrew text, question 2).
  const astronomy =
    'Red dwarf stars are the most common stars in our galaxy. They are small and cool, and many of them have rocky planets in orbit close to them. Red dwarfs flare often, sending out bursts of ultraviolet light and charged particles. This radiation can strip away the atmosphere of a planet. The flares also heat the upper layers of that atmosphere.\n\n' +
    "We observed the red dwarf TRAPPIST-1 with the Hubble Space Telescope and recorded twelve flares. These flares were between ten and a hundred times stronger than flares on the Sun. We fed them into a computer model of a planet's atmosphere, which follows how much hydrogen and oxygen escape into space after each flare. The model shows that planets in the habitable zone could lose an Earth ocean's worth of water in less than a billion years.\n\n" +
    'This matters for choosing targets for the James Webb Space Telescope. Observing time is expensive and astronomers want to look at planets that might still have an atmosphere and water. Our goal in this project is to estimate which planets around red dwarfs are most likely to keep their atmospheres, so that telescope time is spent on the best candidates in the habitable zone.';
  const seismology =
    "ישראל שוכנת לאורך העתק ים המלח, שבר גדול בקרום כדור הארץ שבו נפגשים הלוח הערבי ותת-הלוח של סיני. לאורך השבר הזה התרחשו בעבר רעידות אדמה חזקות, למשל רעידת האדמה של 1927 שפגעה בירושלים, בשכם וביריחו. המחקר שלי עוסק בהערכת הסיכון הסיסמי לבניינים בעמק בית שאן. העמק בנוי משכבות עבות של משקעים רכים שהביאו הנהרות במשך אלפי שנים. משקעים רכים מגבירים את תנודות הקרקע בזמן רעידת אדמה, בדומה לג'לי שרועד על צלחת.\n\n" +
    'כדי למפות את הסיכון הסיסמי, פרסנו 30 סייסמומטרים ניידים ברחבי העמק, ומדדנו רעש סביבתי ורעידות קטנות במשך שמונה חודשים. מהנתונים חישבנו לכל נקודה את תדר התהודה של הקרקע ואת מידת ההגברה. מצאנו שבמרכז העמק, שם שכבת המשקעים הרכים עבה במיוחד, ההגברה גדולה פי שלושה מאשר בשוליים. זה חשוב כי בניינים בני ארבע עד שש קומות רועדים בתדר דומה, ובמרכז העמק יש הרבה בניינים כאלה, רובם נבנו לפני 1980. מפת הסיכון הסיסמי שהכנו יכולה לעזור למהנדסים ולרשויות המקומיות להחליט אילו בניינים לחזק קודם. בשלב הבא נשווה את המדידות לסימולציות ממוחשבות של רעידת אדמה חזקה.';
  const adverbHeaders = headersOf(coherenceQuestions[1]?.no);
  const q2 = coherenceQuestionStages(2);
  const atTable = (text: string) => history(q2.table, { ...started, initialText: text, currentText: text, question2Choice: '2' });

  it.each([
    ['English', astronomy, [['repeatedly', 'observed'], ['quickly', 'lose'], ['significantly', 'stronger']], 'en', 'Use the suggestions above', 'Use your own ideas and the table you filled in'],
    ['Hebrew', seismology, [['ברציפות', 'מדדנו'], ['בערך', 'גדולה פי שלושה'], ['בעיקר', 'רועדים']], 'he', 'בהצעות שלמעלה', 'ברעיונות שלכם ובטבלה שמילאתם'],
  ] as const)('speaks of suggestions only when the turn showed some (%s walk, no remark on its adverbs)', async (_walk, text, rows, language, suggestions, ownIdeas) => {
    const answer = tableAnswer(adverbHeaders, rows.map((row) => [...row]));
    const result = await runTurn(coherenceScript, atTable(text), answer, builtin, { language, now: () => fixedNow });
    expect(result.updatedHistory.currentStage).toBe(q2.revision);
    const kinds = (JSON.parse(String(result.updatedHistory.fields.coachFindings)) as Record<string, { kind: string }[]>).feedback2?.map((item) => item.kind);
    expect(kinds?.every((kind) => kind.startsWith('summary.'))).toBe(true);
    expect(texts(result).at(-1)).not.toContain(suggestions);
    expect(texts(result).at(-1)).toContain(ownIdeas);
    // After a reload the prompt is the same.
    const again = await runTurn(coherenceScript, result.updatedHistory, null, builtin, { language, now: () => fixedNow });
    expect(texts(again).at(-1)).toBe(texts(result).at(-1));
  });

  it('speaks of the suggestions above after a remark, or after an AI answer (which has no findings)', async () => {
    const answer = tableAnswer(adverbHeaders, [['repeatedly', 'observed']]);
    const remark: Coach = {
      feedback: () =>
        Promise.resolve({
          messages: ['“This is new.” starts with a bare “This”: add the noun it points to right after it (for example “This result …”).'],
          measures: null,
          suggestion: null,
          source: 'builtin',
          findings: [
            {
              kind: 'coherence.pronouns.bareDemonstrative',
              span: null,
              message: { key: 'questions.pronouns.bare', params: { sentence: 4, pronoun: 'This', example: 'result' } },
            },
          ],
        }),
    };
    const llm: Coach = { feedback: () => Promise.resolve({ messages: ['Add “sharply” to “rise”.'], measures: null, suggestion: null, source: 'llm', findings: [] }) };
    for (const coach of [remark, llm]) {
      const result = await turn(coherenceScript, atTable(astronomy), answer, coach);
      expect(texts(result).at(-1)).toContain('Use the suggestions above and your own ideas');
    }
  });
});
