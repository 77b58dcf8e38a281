import { describe, expect, it } from 'vitest';
import { audienceProfile, type AudienceLevel } from '../engine/audience.ts';
import type { FeedbackRequest } from '../engine/coach.ts';
import { everyKind, type ShownKinds } from '../kinds/shown.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { measureText } from '../areas/sentences/text-measures.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';
import { audienceFeedback } from './half-life-feedback.ts';
import { wordKey } from '../measures/rare-words.ts';
import { wordLists } from '../measures/word-lists.ts';

/** Plain sentences that carry a text past the questions' 60 words (QUESTIONS_MIN_WORDS). */
const plain = ' The children water the plants in the garden every day.'.repeat(7);

describe('the words a rare-word list names', () => {
  it('names a Hebrew word once whatever prefix letters it carries, and an English word once whatever its case', () => {
    expect(new Set(['האלמוגים', 'שהאלמוגים', 'מאלמוגים', 'אלמוגים'].map(wordKey)).size).toBe(1);
    expect(wordKey('מתחממים')).not.toBe(wordKey('אלמוגים'));
    expect(wordKey('CRISPR')).toBe(wordKey('crispr'));
    // Three letters stay: a short word is not stripped to nothing.
    expect(wordKey('מים')).toBe('מים');
  });
});

describe('the score in the figures', () => {
  // The walk's measure counted the date palm and the drone rare, and everyday words mid-frequency.
  const analyzer = createFakeJargonAnalyzer({
    rare: { תמר: 40, התמר: 30, תמרים: 40, והתמרים: 30, רחפן: 20, הרחפן: 10, epigenome: 14 },
    mid: ['חקלאים', 'אבקה', 'האבקה', 'ניסיונות', 'נקבות', 'זכרים', 'ומפזרים', 'מטפסים'],
    alternatives: { epigenome: ['heredity'] },
  });
  const feedbackOn = async (text: string, level: AudienceLevel, language: CoachLanguage, shown: ShownKinds = everyKind) => {
    const request: FeedbackRequest = { exercise: 'halfLife', stage: 3, task: 't', text, audience: level, focus: ['jargon', 'wordCount'], words: { target: 120, min: 100, max: 140 }, language };
    const analysis = await analyzer.analyze(text);
    return audienceFeedback(request, analysis, measureText(text), audienceProfile(level), shown);
  };
  const summaryLine = (feedback: { figures?: string }) => feedback.figures ?? '';
  // Every kind but the remark that names the text's rare words.
  const namingNoWord: ShownKinds = (kind) => kind !== 'jargon.wordsForReaders';

  it('urges no higher score in a turn that names no word lowering it (a Hebrew text for children at 80 whose one rare word is the date palm)', async () => {
    const w1 =
      'אני חוקרת בחוות ניסיונות בעמק הירדן איך לגדל תמרים טובים יותר. עץ התמר הוא עץ גבוה שגדל במקומות חמים ויבשים, כמו ליד ים המלח ובערבה. יש עצי תמר זכרים ויש עצי תמר נקבות. רק לנקבות יש פירות, אבל הן צריכות אבקה מהפרחים של הזכר כדי שיגדלו תמרים. היום חקלאים מטפסים על העצים ומפזרים את האבקה ביד, וזו עבודה קשה ומסוכנת. אני בודקת אם אפשר לפזר את האבקה בעזרת רחפן קטן שעף מעל העצים. בשנה שעברה ניסינו את הרחפן על 40 עצים, ובכל עץ גדלו בערך אותה כמות של תמרים כמו בעצים שהחקלאים טיפלו בהם ביד. המחקר חשוב כי כך החקלאים לא יצטרכו לטפס לגובה של בניין בן שלוש קומות, והתמרים ימשיכו להגיע לשולחן שלכם בראש השנה.';
    const said = { he: 'ציון ההתאמה שלכם לקהל הרחב היה', en: 'Your suitability for a general audience score was', ar: 'كانت درجة ملاءمتك للجمهور العام' };
    const urged = /90/u;
    for (const language of ['he', 'en', 'ar'] as const) {
      const feedback = await feedbackOn(w1, 'elementary', language, namingNoWord);
      expect((await analyzer.analyze(w1)).score).toBeLessThan(90);
      expect(summaryLine(feedback)).toContain(said[language]);
      expect(summaryLine(feedback)).not.toMatch(urged);
    }
  });

  // The words for the readers need the built word lists.
  it.skipIf(wordLists().frequencies.en === null)('urges a higher score only beside the remark that names the words lowering it, and only where it is not above 90', { timeout: 60_000 }, async () => {
    const urged = await feedbackOn('We study epigenome because it helps.', 'adults', 'en');
    expect(summaryLine(urged)).toMatch(/score was 83 \(aim above 90\); you used 6 words/u);
    const text = `We study epigenome because it helps.${plain}`;
    const named = await feedbackOn(text, 'adults', 'en');
    expect(named.findings.map((item) => item.kind)).toContain('jargon.wordsForReaders');
    expect(summaryLine(named)).toMatch(/score was 99; you used 76 words/u);
    const unnamed = await feedbackOn(text, 'adults', 'en', namingNoWord);
    expect(summaryLine(unnamed)).toMatch(/score was \d+; you used 76 words/u);
    expect(summaryLine(unnamed)).not.toContain('aim above');
  });
});

describe('the abbreviations not spelled out, in the readers feedback', () => {
  const analyzer = createFakeJargonAnalyzer({ englishBands: { lips: 'mid', lip: 'mid', sei: 'rare', fmri: 'rare', dti: 'rare' } });
  const text = `The big problem is that the LiPS dissolve into the electrolyte. Then the SEI keeps breaking, so the battery dies.${plain}`;
  const feedbackOn = async (request: Partial<FeedbackRequest>, shown?: ShownKinds) => {
    const full: FeedbackRequest = { exercise: 'halfLife', stage: 3, task: 't', text, audience: 'highSchool', focus: ['jargon', 'wordCount', 'sentenceLength'], language: 'en', ...request };
    const analysis = await analyzer.analyze(full.text);
    return audienceFeedback(full, analysis, measureText(full.text), audienceProfile('highSchool'), shown);
  };
  const kinds = (feedback: { findings: { kind: string }[] }) => feedback.findings.map((item) => item.kind).filter((kind) => kind === 'abbreviations.askReaders');

  it('are made, quoting each sentence of first use, when every kind is shown', async () => {
    const feedback = await feedbackOn({}, everyKind);
    expect(kinds(feedback)).toEqual(['abbreviations.askReaders', 'abbreviations.askReaders']);
    expect(feedback.messages[0]).toContain('Will your readers know “LiPS”? It is not spelled out where it first appears: “The big problem is that the LiPS dissolve into the electrolyte.”');
  });

  it('are shown by default on English text, where their fresh questions hold (22 of 23 fair)', async () => {
    expect(kinds(await feedbackOn({}))).toEqual(['abbreviations.askReaders', 'abbreviations.askReaders']);
  });

  it('come with each Persuasion version (its sentences), for funders and policymakers too (w90), never for researchers of the writer\'s field nor at an ethics point', async () => {
    expect(kinds(await feedbackOn({ exercise: 'persuasive', focus: ['sentenceLength', 'logos'] }, everyKind))).toHaveLength(2);
    expect(kinds(await feedbackOn({ exercise: 'persuasive', focus: ['jargon', 'sentenceLength', 'logos'], specialistReaders: true }, everyKind))).toHaveLength(2);
    expect(kinds(await feedbackOn({ exercise: 'persuasive', focus: ['jargon', 'sentenceLength', 'logos'], specialistReaders: true, researchReaders: true }, everyKind))).toEqual([]);
    expect(kinds(await feedbackOn({ exercise: 'ethics', focus: ['ethics'] }, everyKind))).toEqual([]);
  });
});

describe('the sentence rule on Arabic text', () => {
  // A question ending in ؟, then one 40-word sentence whose clauses are joined by ، and ؛ (the
  // 2026-11-27 Arabic walks got no sentence note).
  const question = 'هل تعرف لماذا تموت أشجار الزيتون في الجنوب؟';
  const clause = 'تعيش البكتيريا داخل الأوعية التي تنقل الماء في الشجرة';
  const long = `${clause}، ${clause}؛ ${clause}، ${clause}، وتموت الشجرة في النهاية.`;
  const text = `${question} ${long} نحن ندرس ذلك.`;
  const analyzer = createFakeJargonAnalyzer();

  it('quotes the 40-word sentence alone, counted right, for the chosen readers in Arabic', async () => {
    const request: FeedbackRequest = { exercise: 'halfLife', stage: 3, task: 't', text, audience: 'adults', focus: ['sentenceLength'], language: 'ar' };
    const feedback = audienceFeedback(request, await analyzer.analyze(text), measureText(text), audienceProfile('adults'), everyKind);
    const tooLong = feedback.findings.find((item) => item.kind === 'sentence.tooLong');
    expect(tooLong?.message.params?.words).toBe(40);
    expect(feedback.messages[0]).toContain('أطول جملة لديك فيها 40 كلمة: «تعيش البكتيريا');
    expect(feedback.messages[0]).not.toContain('الجنوب؟');
    expect(feedback.messages[0]).toContain('جمهور بالغ من خلفيات متنوعة');
  });
});

describe('the score line for younger readers', () => {
  const analyzer = createFakeJargonAnalyzer({ rare: { quiescence: 5, ablation: 3 }, mid: ['velocity', 'glacier'] });
  const text = 'The glacier moves. Its velocity changes with quiescence and ablation shows quiescence and the glacier.';
  const summaryOf = async (level: AudienceLevel, language: CoachLanguage) => {
    const request: FeedbackRequest = { exercise: 'halfLife', stage: 3, task: 't', text, audience: level, focus: ['jargon'], language };
    return audienceFeedback(request, await analyzer.analyze(text), measureText(text), audienceProfile(level), everyKind).figures ?? '';
  };

  it('says the score is for a general audience once, then how many words elementary readers may not know: the words the words question reads, not "glacier" nor "velocity"', async () => {
    const line = await summaryOf('elementary', 'en');
    expect(line).toMatch(/^Your suitability for a general audience score was \d+/u);
    expect(line.match(/general audience/gu)).toHaveLength(1);
    // quiescence and ablation: distinct, each counted once; the mid "glacier" and "velocity" are common in the multi-source lists.
    expect(line).toContain('2 different words of your text are rare or mid-frequency and not explained: readers with elementary school science may not know them');
    expect(await summaryOf('juniorHigh', 'he')).toContain('שתי מילים שונות בטקסט שלכם נדירות או בשכיחות בינונית ואינן מוסברות: ייתכן שהן לא מוכרות עבור קוראים');
    expect(await summaryOf('elementary', 'ar')).toContain('في نصك كلمتان مختلفتان نادرتان أو متوسطتا الشيوع غير مشروحتين قد لا يعرفهما قرّاء لديهم علوم المرحلة الابتدائية');
  });

  it('counts neither a rare form whose base form is common nor a word the text explains, as the words question does', async () => {
    const request: FeedbackRequest = { exercise: 'halfLife', stage: 3, task: 't', text, audience: 'elementary', focus: ['jargon'], language: 'en' };
    const analysis = { ...(await analyzer.analyze(text)), commonByBase: ['ablation'] };
    const line = audienceFeedback(request, analysis, measureText(text), audienceProfile('elementary'), everyKind).figures ?? '';
    expect(line).toContain('one word of your text is rare or mid-frequency and not explained: readers with elementary school science may not know it');
    const explained = text.replace('with quiescence', 'with quiescence (a long rest)');
    const withGloss = audienceFeedback({ ...request, text: explained }, await analyzer.analyze(explained), measureText(explained), audienceProfile('elementary'), everyKind).figures ?? '';
    expect(withGloss).toContain('one word of your text is rare or mid-frequency and not explained');
  });

  it('counts no everyday word of an Arabic text, whose mid band holds everyday words', async () => {
    const arabic = createFakeJargonAnalyzer({ rare: { الزوزانتيلا: 5 }, mid: ['الماء', 'البحر', 'الشمس'] });
    const text = 'نستخدم الشمس لتسخين ماء البحر. تعيش الزوزانتيلا ثم نجمع الماء النقي.';
    const request: FeedbackRequest = { exercise: 'halfLife', stage: 3, task: 't', text, audience: 'juniorHigh', focus: ['jargon'], language: 'ar' };
    const line = audienceFeedback(request, await arabic.analyze(text), measureText(text), audienceProfile('juniorHigh'), everyKind).figures ?? '';
    expect(line).toContain('في نصك كلمة واحدة نادرة أو متوسطة الشيوع غير مشروحة قد لا يعرفها');
    const inEnglish = audienceFeedback({ ...request, language: 'en' }, await arabic.analyze(text), measureText(text), audienceProfile('juniorHigh'), everyKind).figures ?? '';
    expect(inEnglish).toContain('one word of your text is rare or mid-frequency and not explained: readers with junior high school science may not know it');
  });

  it('adds no count for high-school or adult readers, whom the general audience measure fits', async () => {
    expect(await summaryOf('adults', 'en')).not.toContain('rare or mid-frequency');
    expect(await summaryOf('highSchool', 'en')).not.toContain('rare or mid-frequency');
  });
});
