import { describe, expect, it } from 'vitest';
import type { QuestionContext } from '../../../coaches/coach.ts';
import type { Finding } from '../../../findings/finding.ts';
import { renderFindings } from '../../../findings/render.ts';
import { coherenceText } from '../../../testing/sample-texts.ts';
import { questionFeedback, questionFindings, questionRuleFindings } from '../question-feedback.ts';

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

  it('key terms: an acronym in capitals is a term of its own ("LED", "LEDs"), and a short word counts with its plain forms ("fade", "faded")', () => {
    const text =
      'LED lamps save power in museums. Old LEDs gave cold light.\nWarm LED lamps are new, and LEDs last long.\nColours fade in cold light and one blue faded fast. The new LED keeps them.';
    const found = questionFindings(text, {
      id: 'coherence.keyTerms',
      number: 1,
      theme: 't',
      choice: '1',
      table: table(['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'], [['LED', '5', ''], ['fade', '2', '']]),
    });
    expect(found.map((item) => item.kind)).not.toContain('coherence.keyTerms.miscounted');
    expect(found.map((item) => item.kind)).not.toContain('coherence.keyTerms.dropsOut');
    const kept = found.flatMap((item) => [item, ...(item.parts ?? [])]).find((item) => item.kind === 'coherence.keyTerms.kept');
    expect(kept?.message.params).toMatchObject({ terms: expect.stringContaining('“LED”'), counts: expect.stringMatching(/^5×/u) });
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

  it('pronouns: a clause the table sums up in its own words is named (the w8 walk: "only few workers wear long sleeves …")', () => {
    const context = (referent: string) => ({
      id: 'coherence.pronouns',
      number: 3,
      theme: 't',
      choice: '1',
      table: table(['Pronoun', 'Word/term referred to'], [['This', referent]]),
    });
    const text = 'We asked 300 farmers about gloves. Most of them own gloves, but only 9% wear thick gloves and only 4% wear a face mask. This was true in every village.';
    const kinds = (referent: string) => questionFindings(text, context(referent)).map((item) => item.kind);
    expect(kinds('only few farmers wear thick gloves or a face mask')).not.toContain('coherence.pronouns.referentMissing');
    // A clause of other words, and a short referent with one word the text lacks, are still missing.
    expect(kinds('the rain fell on every field in the valley')).toContain('coherence.pronouns.referentMissing');
    expect(kinds('thick boots')).toContain('coherence.pronouns.referentMissing');
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

  it('key terms: a Hebrew cell is counted as the writer counts it: a slash pair together, each word in its inflected forms behind prefix letters', () => {
    // A 2026-11-26 walk (w5, seismology): the text has רעידות / רעידת / רעידה five times, and the
    // writer's 5 for "רעידה / רעידת אדמה" was told "it appears 0 times as written".
    const text =
      'ישראל שוכנת לאורך העתק ים המלח, שבר גדול בקרום כדור הארץ שבו נפגשים הלוח הערבי ותת-הלוח של סיני. לאורך השבר הזה התרחשו בעבר רעידות אדמה חזקות, למשל רעידת האדמה של 1927 שפגעה בירושלים, בשכם וביריחו. המחקר שלי עוסק בהערכת הסיכון הסיסמי לבניינים בעמק בית שאן. העמק בנוי משכבות עבות של משקעים רכים שהביאו הנהרות במשך אלפי שנים. משקעים כאלה מגבירים את תנודות הקרקע בזמן רעידה, בדומה לג\'לי שרועד על צלחת.\n\n' +
      'במחקר פרסנו 30 סייסמומטרים ניידים ברחבי העמק, ומדדנו רעש סביבתי ורעידות קטנות במשך שמונה חודשים. מהנתונים חישבנו לכל נקודה את תדר התהודה של הקרקע ואת מידת ההגברה. מצאנו שבמרכז העמק ההגברה גדולה פי שלושה מאשר בשוליים. זה חשוב כי בניינים בני ארבע עד שש קומות רועדים בתדר דומה, ובמרכז העמק יש הרבה בניינים כאלה, רובם נבנו לפני 1980. המפה שהכנו יכולה לעזור למהנדסים ולרשויות המקומיות להחליט אילו בניינים לחזק קודם. בשלב הבא נשווה את המדידות לסימולציות ממוחשבות של רעידה חזקה.';
    const question = (rows: string[][]): QuestionContext => ({
      id: 'coherence.keyTerms',
      number: 1,
      theme: 't',
      choice: '1',
      table: table(['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'], rows),
    });
    // The rule's conclusions, whichever kinds the chat shows now.
    const ruleKinds = (rows: string[][]) => questionRuleFindings(text, question(rows)).map((found) => found.kind);
    const walked = questionRuleFindings(text, question([['רעידה / רעידת אדמה', '5', 'תדר'], ['העמק', '5', 'משקעים רכים'], ['הגברה', '3', 'סיכון סיסמי']]));
    const miscounted = (found: readonly Finding[]) => found.filter((item) => item.kind === 'coherence.keyTerms.miscounted').map((item) => item.message.params);
    expect(miscounted(walked)).not.toContainEqual(expect.objectContaining({ term: 'רעידה / רעידת אדמה' }));
    // Each form alone: the construct state (רעידת), the plural (רעידות), the article (ההגברה).
    expect(ruleKinds([['רעידה', '5', '']])).not.toContain('coherence.keyTerms.miscounted');
    expect(ruleKinds([['הגברה', '2', '']])).not.toContain('coherence.keyTerms.miscounted');
    // A phrase in its forms: "רעידות אדמה", "רעידת האדמה".
    expect(ruleKinds([['רעידת אדמה', '2', '']])).not.toContain('coherence.keyTerms.miscounted');
    // A wrong count is still named, with the pair counted together.
    const wrong = questionRuleFindings(text, question([['רעידה / רעידת אדמה', '9', '']]));
    expect(miscounted(wrong)).toEqual([{ claimed: '9', term: 'רעידה / רעידת אדמה', times: 'twice', all: 7 }]);
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
