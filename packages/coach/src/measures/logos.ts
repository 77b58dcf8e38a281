// Logos, measured on the language-analysis layer (docs/exercises.md "How the coach decides"):
// the evidence a text gives.
//
// Evidence is a quantity with a unit or a count of things ("40 mg", "300 wells"), a
// percentage, a comparison with a figure ("twice as fast", "halved"), a named source (an
// organisation, a person, "according to …") or a study verb ("we measured", "a 2019 study
// found"). A year or a date alone is not evidence, nor is a bare number.
import { analyseText, type LanguageAnalysis, type TextSpan } from '../language-analysis/analyse.ts';

export type EvidenceKind = 'quantity' | 'percent' | 'comparison' | 'source' | 'study';

export interface EvidenceItem extends TextSpan {
  kind: EvidenceKind;
  text: string;
  sentence: number;
}

export interface LogosMeasure {
  language: 'en' | 'he';
  evidence: EvidenceItem[];
}

// ---- English ----

const studyPatterns: readonly RegExp[] = [
  // "we measured", "I have observed", "our team found", "our survey of 300 farms showed"
  /\b(?:we|i|our (?:team|group|lab|laboratory|study|survey|trial|data|results|experiments?|measurements?|analysis|fieldwork|interviews|tests?))(?: of [\w\s,]{1,40}?)?\s+(?:have\s+|had\s+)?(?:also\s+|recently\s+|already\s+)?(?:measured|found|find|observed|tested|surveyed|showed|shown|show|recorded|counted|tracked|analy[sz]ed|compared|monitored|interviewed|sampled|followed|detected|confirmed|demonstrated|discovered|mapped|sequenced|calculated|estimated|simulated|modelled|modeled)\b/gi,
  // "a 2019 study found", "studies show", "recent research suggests", "data from … show"
  /\b(?:a|an|one|the|this|that|these|recent|new|several|many|previous|earlier|large|national|our)?\s*(?:\d{4}\s+|recent\s+|large\s+|clinical\s+|national\s+|published\s+)?(?:study|studies|survey|surveys|trial|trials|experiment|experiments|analysis|review|report|census|data|research|results|measurements|records|observations)(?:\s+(?:of|from|by|in|with)\s+[\w\s,.'-]{1,50}?)?\s+(?:found|finds|find|showed|shows|show|shown|suggests|suggest|suggested|revealed|reveals|reveal|indicates|indicate|indicated|confirmed|confirms|confirm|demonstrated|demonstrates|demonstrate|recorded|estimates|estimated)\b/gi,
  /\b(?:randomi[sz]ed|controlled|double-blind|clinical) trials?\b/gi,
  // "in laboratory tests, …", "in our field trials": where a result comes from.
  /\b(?:in|from)\s+(?:our\s+|the\s+)?(?:laboratory|lab|field|clinical|pilot|recent|our)\s+(?:tests|trials|experiments|measurements|studies|surveys)\b/gi,
  // "in our drop tests": the writer's own tests of any kind.
  /\b(?:in|from)\s+our\s+[\p{L}-]+\s+(?:tests|trials|experiments|measurements|studies|surveys)\b/giu,
  /\bpeer-reviewed\b/gi,
];

// "according to" names a source only when who or what says it follows: a name, or a word for a
// report or its authors ("according to the Ministry of Health", "according to our survey"); a
// walk had "according to the needs of the vines" praised as evidence.
const sourcePatterns: readonly RegExp[] = [
  // Without the i flag: a capital must be a capital.
  /\b[Aa]ccording to\s+(?=(?:[\w'-]+\s+){0,3}?(?:\p{Lu}|(?:data|figures|reports?|stud(?:y|ies)|surveys?|statistics|records|estimates|researchers|scientists|experts|census|analysis|research|measurements)\b))[^,.;)]{0,60}/gu,
  /\b\p{Lu}[\p{L}-]+ et al\.?/gu,
];

const comparisonPatterns: readonly RegExp[] = [
  /\b(?:twice|three times|four times|five times|ten times|\d+(?:\.\d+)?\s*times|half)\s+(?:as|more|less|fewer|faster|slower|higher|lower|larger|smaller|bigger|longer|shorter|cheaper|stronger|weaker|likely)\b/gi,
  /\b(?:doubled|tripled|quadrupled|halved|doubles|triples|halves)\b/gi,
  /\b(?:more|less|fewer|higher|lower|faster|slower|larger|smaller) than (?:\d[\d,.]*|half|a third|a quarter|one in)\b/gi,
  /\bby (?:half|a third|a quarter|one third|two thirds)\b/gi,
  // "12 days instead of 4", "from 40% to 12%".
  /\b\d[\d,.]*%?\s*(?:[\p{L}-]+\s+)?(?:instead of|compared with|compared to|versus|vs\.?)\s+\d[\d,.]*/giu,
  /\bfrom\s+\d[\d,.]*%?\s*(?:[\p{L}-]+\s+)?to\s+\d[\d,.]*%?/giu,
  /\b(?:one|two|three|four|five|six|seven|eight|nine|\d+) (?:in|out of|of) (?:every )?(?:ten|five|four|three|a hundred|a thousand|\d{1,3}(?:,\d{3})*)(?![\d,])/gi,
  // A proportion: "half of the patients", "a third of all farms".
  /\b(?:half|a third|a quarter|two thirds|three quarters)\s+of\s+(?:the|all|our|these|those)\b/gi,
];

// ---- Hebrew ----

const hebrewStudyPattern =
  /(?:^|[\s"'(])(?:[ו]?)(?:מדדנו|מצאנו|בדקנו|סקרנו|ראינו|הראינו|גילינו|ספרנו|עקבנו|ניתחנו|השווינו|תיעדנו|רשמנו|דגמנו|ראיינו|מדדתי|מצאתי|בדקתי|ראיתי|גיליתי|ספרתי|השוויתי|משווה|משווים|סופר|סופרת|סופרים|מודד|מודדת|מודדים|מחקר(?:\s+\S+){0,3}\s+(?:מצא|הראה|גילה|מראה|מצאו|הראו)|מחקרים(?:\s+\S+){0,3}\s+(?:מראים|הראו|מצאו)|הנתונים(?:\s+\S+){0,3}\s+(?:מראים|הראו)|ניסוי|סקר|מדגם)(?=$|[\s,.;:!?"')])/gu;
// A source's name ends at a comma, a stop or its closing bracket ("(לפי דו"ח בנק ישראל) ואפשר …").
const hebrewSourcePattern = /(?:^|[\s"'(])[ו]?(?:לפי|על פי|בהתאם ל|כפי שפורסם)(?=$|[\s,.;:!?"')])[^,.;)]{0,50}/gu;
const hebrewComparisonPattern =
  /(?:^|[\s"'(])[ו]?(?:פי\s+(?:שניים|שלושה|ארבעה|חמישה|עשרה|\d+)|הכפיל|הכפילה|הכפילו|ירד(?:ה)?\s+בחצי|מחצית)(?=$|[\s,.;:!?"')])/gu;
function matches(text: string, patterns: readonly RegExp[], kind: EvidenceKind, analysis: LanguageAnalysis): EvidenceItem[] {
  const items: EvidenceItem[] = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      // Hebrew patterns consume the character before the word; the span starts at the word.
      const leading = match[0].length - match[0].trimStart().replace(/^["'(]/, '').length;
      const start = match.index + leading;
      let end = match.index + match[0].trimEnd().length;
      // A phrase cut at its length limit ends at the last whole word ("בדיקת עינ" was quoted).
      if (/[\p{L}\p{N}]/u.test(text.charAt(end)) && /[\p{L}\p{N}]/u.test(text.charAt(end - 1))) {
        const space = text.slice(start, end).search(/\s[^\s]*$/u);
        if (space > 0) end = start + space;
      }
      if (end <= start) continue;
      const sentence = analysis.sentences.findIndex((item) => item.start <= start && start < item.end);
      items.push({ kind, text: text.slice(start, end), start, end, sentence });
    }
  }
  return items;
}

/**
 * Where the writer works is not a source of evidence: "I am a scientist at Tel Aviv University"
 * names an organisation in a sentence about the writer, right after "at", "from", "with" or
 * "joined" (in Hebrew with the prefix ב) — that is ethos; a walk through the exercise found it
 * praised as evidence, in English and in Hebrew.
 */
function isWritersAffiliation(analysis: LanguageAnalysis, entity: { start: number; sentence: number }): boolean {
  const sentence = analysis.sentences[entity.sentence];
  if (!sentence) return false;
  if (analysis.language === 'he') {
    // "אני חוקרת באוניברסיטת תל אביב": the name with ב, in a sentence about the writer.
    return analysis.text.charAt(entity.start) === 'ב' && /(?:^|[\s"'(])(?:אני|אנחנו|אנו|שלי|שלנו)(?=$|[\s,.;:!?"')])/u.test(sentence.text);
  }
  const before = analysis.text.slice(sentence.start, entity.start);
  return /\b(?:at|from|with|joined)\s+(?:the\s+)?$/i.test(before) && /\b(?:I|we|my|our)\b/i.test(sentence.text);
}

/**
 * A sentence that asks the readers for money or a decision ("With your investment of two million
 * dollars we will …", "אנחנו מבקשים תקציב של …"): its figures are the ask, not support for the
 * case. A walk found the investment asked for praised as evidence.
 */
const askPatterns: Readonly<Record<'en' | 'he', RegExp>> = {
  en: /\b(?:your (?:investment|funding|grant|support|donation|budget)|(?:looking|asking|applying) for (?:an? )?(?:investment|funding|capital|grant|donation)|(?:seek|seeking|raise|raising) (?:an? )?(?:investment|funding|capital|grant)|(?:we|i) (?:are |am )?(?:ask|asking|request|requesting|seek|seeking|need) (?:you |the committee |for )?|(?:invest|fund|grant|allocate|donate)(?:ing)? (?:of |us )?(?:\$|€|£|₪|\d|one|two|three|four|five|ten|a million|half a))/iu,
  he: /(?:^|[\s"'(])(?:ו?(?:אנחנו |אנו )?(?:מבקשים|מבקשות|מבקש|מבקשת|נבקש|מגייסים|מגייסות|מגייס|מגייסת)|לגייס|ההשקעה שלכם|השקעה של|תקציב של|מימון של)(?=$|[\s,.;:!?"')])/u,
};
const moneyPattern = /[$€£₪¥]|\b(?:dollars?|euros?|pounds|shekels?|usd|nis)\b|ש"ח|ש״ח|שקל|דולר|אירו|יורו/iu;

function isAsk(analysis: LanguageAnalysis, item: EvidenceItem): boolean {
  const sentence = analysis.sentences[item.sentence];
  // The ask's sentence is the ask as a whole: its other figures ("our first installation of 5
  // hectares") are what the money would buy, no support either; a walk had them praised.
  const money = moneyPattern.test(sentence?.text ?? '') || /\b(?:investment|funding|capital|grant)\b|השקעה|מימון|תקציב/iu.test(sentence?.text ?? '');
  return sentence !== undefined && ((money && askPatterns[analysis.language].test(sentence.text)) || requestsOfReaders.test(sentence.text));
}

/**
 * The writers asking their readers to do something ("We ask the committee to run a pilot in 20
 * high schools", "אנחנו מבקשים מהוועדה ל…"): its figures are what is asked for, with or without
 * money. A walk had "20 high schools" praised as support twice.
 */
const requestsOfReaders =
  /\b(?:[Ww]e|I)\s+(?:(?:therefore|now|also)\s+)?(?:ask|request|propose|urge|recommend|call on)\s+(?:that\s|the\s|you\s|your\s|[\p{Lu}])|(?:^|[\s"'(])ו?(?:אנחנו\s+|אנו\s+)?(?:מבקשים|מבקשות|מציעים|מציעות|ממליצים|ממליצות)\s+(?:מ|ל|ש)[\u05d0-\u05ea]/u;

/**
 * The stretch a study covered ("surveys along 40 km of highway", "over three years"): where the
 * work was done, not what it found. A walk had "40 km" praised as support while the text's claims
 * had no figure.
 */
function isStudyExtent(analysis: LanguageAnalysis, item: EvidenceItem): boolean {
  if (item.kind !== 'quantity' || analysis.language !== 'en') return false;
  if (!/\b(?:km|kilomet(?:re|er)s?|miles?|met(?:re|er)s?|hectares?|acres?|hours?|days?|weeks?|months?|years?)\b/iu.test(item.text)) return false;
  const before = analysis.text.slice(Math.max(0, item.start - 25), item.start);
  return /\b(?:along|across|over|for|during|covering|spanning)\s+(?:about\s+|some\s+|nearly\s+|almost\s+)?$/iu.test(before);
}

/**
 * The size of a thing the text describes ("silver nanoparticles (AgNPs, 10–20 nm)", "a lane 6 km
 * long", "נתיב באורך 6 ק"מ"): what it is, not what was found. A walk had "20 nm" and "6 ק"מ"
 * praised as support; a length that changed ("rose by 20 cm") is still evidence.
 */
const lengthUnit = /(?:\b|\d)(?:nm|µm|μm|mm|cm|m|km|nanomet(?:re|er)s?|micromet(?:re|er)s?|microns?|millimet(?:re|er)s?|centimet(?:re|er)s?|met(?:re|er)s?|kilomet(?:re|er)s?|miles?)$|(?:ק"מ|ק״מ|קילומטר(?:ים)?|מטר(?:ים)?|ס"מ|ס״מ|סנטימטר(?:ים)?|מ"מ|מ״מ|מילימטר(?:ים)?|ננומטר(?:ים)?|מיקרון|מיקרומטר(?:ים)?)$/u;
function isDimension(analysis: LanguageAnalysis, item: EvidenceItem): boolean {
  if (item.kind !== 'quantity' || !lengthUnit.test(item.text.trim())) return false;
  const before = analysis.text.slice(Math.max(0, item.start - 40), item.start);
  const after = analysis.text.slice(item.end, item.end + 20);
  if (analysis.language === 'he') return /(?:^|[\s"'(])ו?ב(?:אורך|רוחב|גובה|עומק|קוטר|גודל|עובי)(?:\s+של)?\s+(?:כ-?|כ־|בערך\s+|עד\s+)?$/u.test(before);
  if (/\((?:[^()]{0,30},\s*)?(?:[\d.,]+\s*[–-]\s*)?$/u.test(before) && /^\s*\)/u.test(after)) return true;
  if (/^\s+(?:long|wide|deep|thick|tall|high|across|in (?:diameter|size|length|width|height|depth))\b/iu.test(after)) return true;
  return /\b(?:length|width|diameter|size|thickness|depth|height)\s+of\s+(?:about\s+|some\s+|up to\s+)?$/iu.test(before);
}

/**
 * A sentence in which the writers say what they want, aim at, expect or ask for ("The goal is to
 * … keep leaching below WHO thresholds", "Therefore we want to find out …", "לכן המטרה שלנו היא …
 * ולהמליץ למשרד התחבורה לממן נתיבים בעוד 15 ערים"): its figures and bodies are the target, not
 * support. Walks had "WHO" and "למשרד התחבורה" praised as sources.
 */
function statesTheWritersAim(sentence: string): boolean {
  return (
    /^\s*(?:(?:so|therefore|thus|hence|now),?\s+)?(?:the|our|my|its)\s+(?:main\s+|first\s+|second\s+|overall\s+)?(?:goal|aim|objective|purpose|hypothesis|target|plan)s?\s+(?:is|are|was|were)\b/iu.test(sentence) ||
    /\b(?:we|I)\s+(?:(?:would|also|now)\s+)?(?:want|wish|aim|plan|propose|ask|hope|intend|expect)\b|\b(?:our|my)\s+(?:goal|aim|purpose|request|proposal|hypothesis)\b/iu.test(sentence) ||
    /(?:^|[\s,])ו?(?:אנחנו|אנו|אני)\s+(?:גם\s+)?(?:רוצים|רוצות|רוצה|מבקשים|מבקשות|מבקשת|מבקש|מציעים|מציעות|מציעה|מציע|מתכננים|מתכננת|מתכנן|שואפים|מקווים)(?=$|[\s,.])|(?:^|[\s,])ו?(?:המטרה|מטרת|מטרתנו|מטרתי|ההשערה|השערתנו|נרצה|ברצוננו|בכוונתנו)(?=$|[\s,.])/u.test(sentence)
  );
}
function isAim(analysis: LanguageAnalysis, item: EvidenceItem): boolean {
  const sentence = analysis.sentences[item.sentence];
  return sentence !== undefined && statesTheWritersAim(sentence.text);
}

/**
 * A count in words of a few things, with no unit ("two incomes", "three villages", "שתי הכנסות"):
 * a plain count of what the text talks about, no measured figure. A walk had "two incomes"
 * praised as support.
 */
function isPlainCount(item: EvidenceItem): boolean {
  if (item.kind !== 'quantity') return false;
  const english = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+[\p{L}-]+$/iu;
  const hebrew = /^(?:שני|שתי|שניים|שתיים|שלוש|שלושה|ארבע|ארבעה|חמש|חמישה|כמה)\s+[\u05d0-\u05ea]+$/u;
  return english.test(item.text.trim()) || hebrew.test(item.text.trim());
}

/**
 * A source that names no one: "according to market reports", "לפי דוחות שוק", "according to
 * recent studies" — a kind of report with nothing that says whose (no name, no capital, no "our",
 * no year). On the walks every "according to" / "לפי" counted as support named a body or the
 * writers' own counts ("לפי משרד הבריאות", "לפי ספירות שלנו", "according to the World Health
 * Organization") and was labelled true; the one that named none was praise for a flaw.
 */
function isUnnamedSource(item: EvidenceItem): boolean {
  if (item.kind !== 'source') return false;
  const text = item.text.trim();
  // What someone saw or said ("לפי מה שראה השכן", "according to what the farmers told us") is an
  // impression passed on: a walk had a neighbour's one praised as support.
  if (/^(?:ו?(?:לפי|על פי)\s+מה\s+ש|according to what\b)/iu.test(text)) return true;
  // "לפי" of a manner, not a source ("מרססים לפי לוח זמנים קבוע": by a fixed schedule); a walk
  // had it praised as support twice.
  if (/^ו?(?:לפי|על פי)\s+(?:ה)?(?:לוח(?:ות)?\s+(?:ה)?זמנים|צורך|תוכנית|הרגל|סדר|תור|גודל|עונה|מזג(?:\s+ה)?אוויר|גיל|משקל|צבע|מה\s+שנוח)(?=$|[\s,.;:!?"')])/u.test(text)) return true;
  if (/\d/u.test(text)) return false;
  const english = /^[Aa]ccording to\s+(?:(?:the|some|many|several|recent|new|market|industry|official|scientific|published|various|other)\s+)*(?:data|figures|reports?|stud(?:y|ies)|surveys?|statistics|records|estimates|researchers|scientists|experts|analysts|research|analysis|measurements)(?:\s+(?:show|say|suggest))?$/u;
  const hebrew = /^ו?(?:לפי|על פי)\s+(?:ה)?(?:דוחות|דו"חות|דו״חות|דוח|דו"ח|מחקרים|נתונים|הערכות|מומחים|חוקרים|מדענים|סקרים|דיווחים|פרסומים|מקורות|סטטיסטיקות)(?:\s+(?:ה)?(?:שוק|רבים|חדשים|אחרונים|שונים|בעולם|מהעולם|התעשייה|בתחום))*$/u;
  return english.test(text) || hebrew.test(text);
}

/**
 * A Hebrew multiple set against something outside the work ("פי ארבעה מגידול סויה") in a sentence
 * that says nowhere where that other figure comes from: the comparison's other side has no
 * source. The walks' comparisons labelled true had a source in their sentence ("לפי משרד
 * הבריאות … פי שניים מלח ממה שמומלץ") or no outside side at all ("גבוה פי שלושה", "עלה פי
 * שלושה"); the one against soy, with none, was praise for a flaw.
 */
function isUnsourcedOutsideComparison(analysis: LanguageAnalysis, item: EvidenceItem): boolean {
  if (analysis.language !== 'he' || item.kind !== 'comparison') return false;
  if (!/^\s+מ(?!ה\s|אוד)[\u05d0-\u05ea]{2,}/u.test(analysis.text.slice(item.end))) return false;
  const sentence = analysis.sentences[item.sentence]?.text ?? '';
  hebrewSourcePattern.lastIndex = 0;
  const sourced = hebrewSourcePattern.test(sentence) || analysis.entities.some((entity) => entity.sentence === item.sentence && (entity.type === 'organisation' || entity.type === 'person'));
  hebrewSourcePattern.lastIndex = 0;
  return !sourced;
}

function evidenceOf(analysis: LanguageAnalysis): EvidenceItem[] {
  const { text } = analysis;
  const fromEntities: EvidenceItem[] = analysis.entities
    .filter((entity) => entity.type === 'quantity' || entity.type === 'percent' || entity.type === 'organisation' || entity.type === 'person')
    .filter((entity) => entity.type !== 'organisation' || !isWritersAffiliation(analysis, entity))
    .map((entity) => ({
      kind: entity.type === 'quantity' || entity.type === 'percent' ? entity.type : 'source',
      text: entity.text,
      start: entity.start,
      end: entity.end,
      sentence: entity.sentence,
    }));
  const fromPhrases =
    analysis.language === 'he'
      ? [
          ...matches(text, [hebrewStudyPattern], 'study', analysis),
          ...matches(text, [hebrewSourcePattern], 'source', analysis),
          ...matches(text, [hebrewComparisonPattern], 'comparison', analysis),
        ]
      : [
          ...matches(text, studyPatterns, 'study', analysis),
          ...matches(text, sourcePatterns, 'source', analysis),
          ...matches(text, comparisonPatterns, 'comparison', analysis),
        ];
  // One item per stretch of text: a phrase that overlaps an earlier one adds nothing.
  const items: EvidenceItem[] = [];
  for (const item of [...fromEntities, ...fromPhrases].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (items.some((kept) => kept.start < item.end && item.start < kept.end)) continue;
    if (isAsk(analysis, item) || isAim(analysis, item) || isDimension(analysis, item) || isPlainCount(item) || isUnnamedSource(item) || isStudyExtent(analysis, item) || isUnsourcedOutsideComparison(analysis, item)) continue;
    items.push(item);
  }
  return items;
}

export function measureLogos(text: string): LogosMeasure {
  const analysis = analyseText(text);
  return { language: analysis.language, evidence: evidenceOf(analysis) };
}
