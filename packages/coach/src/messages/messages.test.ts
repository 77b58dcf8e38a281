import { describe, expect, it } from 'vitest';
import { baseKey } from '../../testing/plural-forms.ts';
import { createBuiltinCoach } from '../coaches/builtin-coach.ts';
import { wordLists } from '../measures/word-lists.ts';
import { everyKind } from '../kinds/shown.ts';
import { runTurn } from '../engine/engine.ts';
import { isFeedbackDraft, isFiguresDraft, isTableDraft, type BotMessageDraft } from '../engine/chat-message.ts';
import { EXERCISE_IDS } from '@scicomm/shared/exercises';
import { exerciseCatalogues, exercises } from '../exercises/registry.ts';
import { inLanguage } from '../llm/llm-prompts.ts';
import { createNeutralCoach } from '../coaches/neutral-coach.ts';
import { questionFeedback } from '../../testing/question-feedback.ts';
import { coherenceText, criticalThinkingSummary } from '../../testing/sample-texts.ts';
import { halfLifeScript } from '../scripts/half-life.ts';
import { coherenceScript, coherenceStages } from '../scripts/coherence.ts';
import { coherenceTableFor, coherenceTableHeaders } from '../scripts/coherence-questions.ts';
import { detailsToHtml } from '../markup/table-html.ts';
import { ethicsScript, ethicsStages } from '../scripts/ethics.ts';
import { persuasiveAudienceOptions, persuasiveScript, persuasiveStages } from '../scripts/persuasive.ts';
import type { ExerciseScript } from '../engine/script.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { fixedNow, history } from '../../testing/turns.ts';
import { said, type ChatText } from './chat-text.ts';
import { chatCatalogues } from '../chat/catalogues.ts';
import { phrasesInLanguage } from '../chat/phrases.ts';
import { renderChatText, renderSaid } from '../chat/render.ts';

const analyzer = createFakeJargonAnalyzer({ rare: { epigenome: 14 }, alternatives: { epigenome: ['heredity'] } });

/** What a draft says, as the engine renders it (the coach's feedback aside: it comes in the language). */
function chatTextsOf(draft: BotMessageDraft): ChatText[] {
  if (isFeedbackDraft(draft) || isFiguresDraft(draft)) return [];
  if (isTableDraft(draft)) return [draft.text, ...draft.tableHeaders, ...(draft.exampleRow ?? [])];
  return [draft];
}

/** Everything a script says without a student's words in it, for every stage with empty fields. */
function scriptTexts(script: ExerciseScript): ChatText[] {
  const texts: ChatText[] = [];
  for (const stage of script.stages) {
    const drafts = typeof stage.prompt === 'function' ? stage.prompt({ fields: {}, now: fixedNow }) : stage.prompt;
    for (const draft of drafts) texts.push(...chatTextsOf(draft));
    for (const draft of stage.reply?.({ fields: {}, now: fixedNow, answer: 'Ada Lovelace', choice: null }) ?? []) texts.push(...chatTextsOf(draft));
    if (stage.input.kind === 'end') texts.push(stage.input.reply);
    if (stage.input.kind === 'table') texts.push(stage.input.invalid);
    if (stage.input.kind === 'choice') {
      texts.push(...stage.input.options.map((option) => ({ option })));
      if (stage.input.retryQuestion) texts.push(stage.input.retryQuestion);
    }
  }
  return texts;
}

const allScripts = Object.values(exercises).flatMap((exercise) =>
  Object.values(exercise.variants as Record<string, { script: ExerciseScript }>).map((variant) => variant.script),
);

/** Lines of a rendered message still in English: three Latin letters in a row, tags and the student's name aside. */
const englishLines = (html: string) =>
  html.split('<br />').filter((line) => /[A-Za-z]{3,}/.test(line.replace(/<[^>]*>/g, '').replaceAll('Ada Lovelace', '')));

describe('the chat catalogues', () => {
  it('have the same keys in English, Hebrew and Arabic (a counted message in each language\'s plural forms), and a translation uses exactly the English placeholders', () => {
    const names = (text: string) => [...text.matchAll(/\{\{\s*([a-zA-Z]+)\s*\}\}/g)].map((match) => match[1]).sort();
    const baseKeys = (table: Readonly<Record<string, string>>) => [...new Set(Object.keys(table).map(baseKey))].sort();
    for (const catalogue of chatCatalogues) {
      for (const language of ['he', 'ar'] as const) {
        expect(baseKeys(catalogue[language])).toEqual(baseKeys(catalogue.en));
        for (const [key, translated] of Object.entries(catalogue[language])) {
          const english = catalogue.en[key] ?? catalogue.en[`${baseKey(key)}_other`] ?? '';
          expect(names(translated), `${language} ${key}`).toEqual(names(english));
        }
      }
    }
  });

  it('never use a key twice across areas', () => {
    const keys = chatCatalogues.flatMap((catalogue) => Object.keys(catalogue.en));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("take each exercise's catalogue from the registry: its keys, all under the exercise's id", () => {
    EXERCISE_IDS.forEach((id, index) => {
      const catalogue = exerciseCatalogues[index];
      expect(chatCatalogues, id).toContain(catalogue);
      expect(Object.keys(catalogue?.en ?? {}).filter((key) => !key.startsWith(`${id}.`)), id).toEqual([]);
    });
  });

  it('throw on a key they do not have, so a typo fails here', () => {
    expect(() => renderSaid(said('halfLife.nothing'))).toThrow('Unknown chat message: halfLife.nothing');
  });
});

describe('rendering chat messages', () => {
  it('says a message with its parameters in each language', () => {
    const refusal = said('engine.wordRange', { min: 100, max: 140, used: 12, count: 140 });
    expect(renderSaid(refusal)).toBe('Please use 100–140 words. Currently, you used 12.');
    expect(renderSaid(refusal, 'he')).toBe('נא להשתמש ב־100–140 מילים. כרגע השתמשתם ב־12.');
    expect(renderSaid(refusal, 'ar')).toBe('يرجى استخدام 100–140 كلمة. استخدمت حتى الآن 12.');
    expect(renderChatText({ option: { value: '4', label: said('halfLife.audience.adults') } }, 'he')).toBe(
      '<span class="option" data-value="4">(4) מבוגרים עם רקע מגוון</span>',
    );
  });

  it('keeps the student\'s words as they are (escaped, never translated) and HTML given as a string', () => {
    expect(renderSaid(said('common.thankYouName', { name: 'Ada Lovelace' }), 'he')).toBe('תודה, Ada Lovelace!');
    expect(renderSaid(said('common.thankYouName', { name: 'the general public' }), 'he')).toBe('תודה, the general public!');
    expect(renderSaid(said('common.thankYouName', { name: '<b>Ada</b> & {{x}}' }))).toBe('Thank you, &lt;b&gt;Ada&lt;/b&gt; &amp; {{x}}!');
    expect(renderChatText(['Something the AI wrote.', said('coach.neutral.thanks')], 'ar')).toBe('Something the AI wrote.<br />شكرًا.');
  });

  it('says a message inside another in the same language (the readers)', () => {
    const readers = said('persuasive.readers.withDetail', { readers: said('persuasive.readers.investors'), detail: 'a farming fund' });
    expect(renderSaid(said('persuasive.whichIsBetter', { readers }), 'he')).toBe('איזה מהם לדעתכם ישכנע משקיעים וועדות מענקים (a farming fund) טוב יותר?');
    expect(renderSaid(said('persuasive.whichIsBetter', { readers }))).toBe('Which one do you think would persuade investors and grant committees (a farming fund) better?');
  });

  it("asks Half Life's last question of the readers the writer chose, in three languages", () => {
    const readers = said('coach.readers.elementary');
    expect(renderSaid(said('halfLife.whichIsBetter.readers', { readers }))).toBe('Which one do you think suits readers with elementary school science better?');
    expect(renderSaid(said('halfLife.whichIsBetter.readers', { readers }), 'he')).toBe('איזה מהם לדעתכם מתאים יותר לקוראים עם ידע מדעי של בית ספר יסודי?');
    expect(renderSaid(said('halfLife.whichIsBetter.readers', { readers: said('coach.readers.adults') }), 'ar')).toBe('أيّهما برأيك أنسب لجمهور بالغ من خلفيات متنوعة؟');
  });

  it('names the readers so that a question\'s verb agrees: a Hebrew plural, an Arabic phrase of no case', () => {
    const general = said('persuasive.readers.general');
    // The words question asks "האם {{readers}} יכירו אותה?": its subject must be plural.
    expect(renderSaid(general, 'he')).toBe('קוראים מהציבור הרחב');
    // "هل سيعرفها {{readers}}؟" and "الموجّهة إلى {{readers}}": nominative and genitive alike.
    expect(renderSaid(said('persuasive.readers.academic'), 'ar')).toBe('جمهور أكاديمي من مجالات أخرى');
    expect(renderSaid(said('coach.readers.adults'), 'ar')).toBe('جمهور بالغ من خلفيات متنوعة');
  });

  it('has every line of every exercise\'s script in Hebrew and Arabic', () => {
    const missing: string[] = [];
    const texts = allScripts.flatMap((script) => scriptTexts(script).map((text) => [script.id, text] as const));
    // The questions that depend on an earlier choice: Persuasion's detail question per audience.
    const detail = persuasiveScript.stages.find((stage) => stage.name === 'audienceDetail')!;
    for (const { stored } of persuasiveAudienceOptions)
      if (typeof detail.prompt === 'function')
        for (const draft of detail.prompt({ fields: { targetAudience: stored, detailedAudience: 'Ada Lovelace' }, now: fixedNow }))
          texts.push(...chatTextsOf(draft).map((text) => [`persuasive ${stored}`, text] as const));
    // The Coherence tables after "Yes" too.
    for (const n of [1, 2, 3, 4, 5]) texts.push(['coherence yes', coherenceTableFor(n, '1').instruction]);
    expect(texts.length).toBeGreaterThan(150);
    for (const [where, text] of texts)
      for (const language of ['he', 'ar'] as const) missing.push(...englishLines(renderChatText(text, language)).map((line) => `${language} ${where}: ${line}`));
    expect(missing).toEqual([]);
  });

  it('says the readers\' phrases of the built-in coach\'s advice in the language, and the student\'s description as it is', () => {
    expect(phrasesInLanguage('investors and grant committees (a farming fund)', 'he')).toBe('משקיעים וועדות מענקים (a farming fund)');
    expect(phrasesInLanguage('about 14 words', 'ar')).not.toMatch(/[A-Za-z]/);
    expect(phrasesInLanguage('readers with high school science', 'en')).toBe('readers with high school science');
  });
});

describe('runTurn in the site\'s language', () => {
  const turnIn = (language: 'en' | 'he' | 'ar' | undefined, stage: number, message: string | null, fields = {}) => {
    let id = 0;
    return runTurn(halfLifeScript, history(stage, fields), message, createBuiltinCoach(analyzer), {
      now: () => fixedNow,
      newId: () => `bot-${(id += 1)}`,
      ...(language ? { language } : {}),
    });
  };

  it('greets in Hebrew and in Arabic, and in English exactly as without a language', async () => {
    const hebrew = await turnIn('he', 0, null);
    expect(hebrew.messages[0]?.text).toBe('ברוכים הבאים לתרגיל הכתיבה "זמן מחצית חיים"! שמחים שאתם כאן.');
    expect(hebrew.messages[1]?.text).toContain('<span class="option" data-value="1">(1) מדע ברמת בית ספר יסודי');
    const arabic = await turnIn('ar', 0, null);
    expect(arabic.messages[0]?.text).toContain('مرحبًا بك في تمرين الكتابة');
    expect(await turnIn('en', 0, null)).toEqual(await turnIn(undefined, 0, null));
  });

  it('gives the built-in feedback in Hebrew: the score and the word count', async () => {
    const text = `${textOfWords(117, 10)} epigenome.`;
    const result = await turnIn('he', 3, text, { targetAudience: 'Adult' });
    const all = result.messages.map((message) => message.text).join('\n');
    expect(all).toMatch(/ציון ההתאמה שלכם לקהל הרחב היה \d+/u);
    expect(all).toContain('השתמשתם ב־118 מילים (היעד: 120, 100–140).');
    expect(all).toContain('עכשיו ספרו לי שוב מה אתם עושים');
    // What is stored stays the measure, not the language.
    expect(result.updatedHistory.fields.text120First).toBe(text);
  });

  // The words for the readers are in shadow (areas/jargon/words-for-readers.ts): said where every
  // kind is shown, as the evaluation labels them; they need the built word lists.
  it.skipIf(wordLists().frequencies.en === null)('names the word for the readers in Hebrew, the word as written', { timeout: 60_000 }, async () => {
    const text = `${textOfWords(117, 10)} epigenome.`;
    const shadow = createBuiltinCoach(analyzer, { shown: () => everyKind });
    const result = await runTurn(halfLifeScript, history(3, { targetAudience: 'Adult' }), text, shadow, { now: () => fixedNow, language: 'he' });
    const all = result.messages.map((message) => message.text).join('\n');
    expect(all).toContain('המילה "<bdi dir="ltr">epigenome</bdi>" נדירה, והטקסט שלכם אינו מסביר אותה. האם קוראים מבוגרים עם רקע מגוון יכירו אותה?');
  });

  it('thanks in Arabic with the neutral coach', async () => {
    let id = 0;
    const result = await runTurn(halfLifeScript, history(3, { targetAudience: 'Adult' }), textOfWords(118), createNeutralCoach(), {
      now: () => fixedNow,
      newId: () => `bot-${(id += 1)}`,
      language: 'ar',
    });
    expect(result.messages[0]?.text).toBe('شكرًا.');
    expect(result.messages[1]?.text).toMatch(/^في قراءة أخرى لنصك/);
  });
});

describe('the built-in feedback of Persuasion and Ethics', () => {
  it('has no English line left in Hebrew or Arabic (the student\'s words aside)', async () => {
    const chosen = { targetAudience: 'investors', detailedAudience: 'a farming fund', startTime: 't' };
    const summary = `Epigenome matters. ${textOfWords(119)}`;
    const turns = [
      [persuasiveScript, persuasiveStages.originalText, chosen, summary],
      [persuasiveScript, persuasiveStages.textLogos, { ...chosen, originalText: summary }, `Our survey of 300 farms found losses because of drought. ${textOfWords(110)}`],
      [persuasiveScript, persuasiveStages.pathosReflected, { ...chosen, originalText: summary, textLogos: summary, textAudienceInterests: 'food security' }, '1'],
      [persuasiveScript, persuasiveStages.ethosReflected, { ...chosen, originalText: summary, textLogos: summary, textPathos: summary, ethosAffiliation: 'ten years at our institute' }, '2'],
      [ethicsScript, ethicsStages.mitigateText, { startTime: 't', originalText: 'Participants consent privacy issue' }, `We ask participants for informed consent. ${textOfWords(110)}`],
    ] as const;
    for (const [language, letters] of [['he', /[\u0590-\u05ff]/], ['ar', /[\u0600-\u06ff]/]] as const) {
      const english: string[] = [];
      for (const [script, stage, fields, text] of turns) {
        const result = await runTurn(script, history(stage, fields), text, createBuiltinCoach(analyzer), { now: () => fixedNow, newId: () => 'x', language });
        for (const message of result.messages) english.push(...message.text.split('<br />').filter((line) => !letters.test(line)));
      }
      expect(english).toEqual([]);
    }
  });
});

describe('the built-in feedback on Coherence and Critical Thinking questions', () => {
  const table = (headers: string[], rows: string[][]) => ({ headers, rows });
  const cases = [
    ['coherence.pronouns', { choice: '1', table: table(['Pronoun', 'Word/term referred to'], [['they', 'unicorns']]) }, coherenceText],
    ['coherence.pronouns', { choice: '2' }, 'Corals grow. These are the best places to look.'],
    ['coherence.keyTerms', { choice: '2', table: table(['Keywords that can be repeated'], [['bleaching']]) }, coherenceText],
    ['criticalThinking.questions', { answer: 'Does warm water bleach corals?' }, criticalThinkingSummary],
    ['criticalThinking.information', { answer: 'Deep corals lost 12% of their cover and shallow corals 55%.' }, criticalThinkingSummary],
    ['criticalThinking.information', { answer: 'Nothing measured.' }, 'Corals grow.'],
    ['unknown.question', {}, 'Corals grow.'],
  ] as const;

  it('is said in Hebrew or Arabic with no English sentence left (quoted words aside)', () => {
    const left: string[] = [];
    for (const [id, extra, text] of cases) {
      for (const language of ['he', 'ar'] as const) {
        const translated = questionFeedback(text, { id, number: 1, theme: 'a theme', ...extra }, language).replace(/“[^”]*”/g, '“…”').replace(/«[^»]*»/g, '«…»');
        // Three English words in a row are an untranslated sentence.
        if (/[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(translated)) left.push(`${language} ${id}: ${translated}`);
      }
    }
    expect(left).toEqual([]);
  });
});

describe('Coherence tables in the language', () => {
  it('shows the headers and the example row in Hebrew, and knows a stored Hebrew header row', async () => {
    const result = await runTurn(coherenceScript, history(coherenceStages.firstQuestion, { startTime: 't', initialText: 'x', currentText: 'x' }), '1', createBuiltinCoach(analyzer), {
      now: () => fixedNow,
      newId: () => 'x',
      language: 'he',
    });
    const table = result.messages.at(-1);
    expect(table?.inputType).toBe('table');
    expect(table?.tableHeaders).toEqual(['מילת מפתח/מונח שחוזרים', 'מספר החזרות', 'מילות מפתח נוספות לחזור עליהן']);
    expect(table?.exampleRow).toEqual(['שאלת מחקר', '3', 'משתתפים, סקר']);
    expect(table?.text).toMatch(/^יפה\. מלאו את הטבלה/);
    const stored = '"מילת מפתח/מונח שחוזרים","מספר החזרות","מילות מפתח נוספות לחזור עליהן"\nאלמוגים,3,';
    expect(detailsToHtml(stored, coherenceTableHeaders)).toContain('<th>מספר החזרות</th>');
  });

  it('quotes a table typed as text as the writer typed it, not split into cells at its commas', () => {
    const typed = 'MALDI-TOF | 2 | קנדידה אאוריס\nזיהוי (זוהתה, מזהות, זיהוי, זוהו) | 4 | בידודים';
    const html = detailsToHtml(typed, coherenceTableHeaders);
    expect(html).not.toContain('<table>');
    expect(html).toContain('זיהוי (זוהתה, מזהות, זיהוי, זוהו) | 4 | בידודים');
  });
});

describe('inLanguage (LLM prompts)', () => {
  const prompt = [
    { role: 'system' as const, content: 'You are a coach.' },
    { role: 'user' as const, content: 'Text' },
  ];
  it('asks for Hebrew in the system prompt and leaves English prompts as they are', () => {
    expect(inLanguage(prompt, 'en')).toEqual(prompt);
    expect(inLanguage(prompt, undefined)).toEqual(prompt);
    const hebrew = inLanguage(prompt, 'he');
    expect(hebrew[0]?.content).toContain('write your answer in Hebrew');
    expect(hebrew[1]).toEqual(prompt[1]);
    expect(inLanguage(prompt, 'ar')[0]?.content).toContain('write your answer in Arabic');
  });
});
