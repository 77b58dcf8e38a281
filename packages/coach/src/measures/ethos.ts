// Ethos, measured as phrases rather than single words (docs/exercises.md "How the coach
// decides"): where the writer works ("at the University of Haifa", "our lab"), what they have
// done ("for ten years I have studied …", "we have published", "our lab has shown"), and how
// they work ("we measured", "a randomised trial"). One word ("years", "team", "data") is not
// credibility. Each kind is a list of matched phrases with their spans, in text order.
// Hebrew has its own phrases; the English ones are never tried on a Hebrew text.
import { analyseText, type LanguageAnalysis } from '../language-analysis/analyse.ts';
import { contentWords, stem } from './pathos.ts';
import { wordTokens } from './words.ts';

export type EthosKind = 'affiliation' | 'experience' | 'method';

export interface EthosPhrase {
  kind: EthosKind;
  text: string;
  start: number;
  end: number;
}

const institution =
  '(?:university|institute|laboratory|lab|hospital|department|faculty|college|centre|center|school|clinic|company|observatory|research group|group|team|unit|museum|ministry|agency|foundation)';

/** An institution that says where someone works: a team, a group or a unit says who. */
const workplace =
  '(?:university|institute|laboratory|lab|hospital|department|faculty|college|centre|center|school|clinic|company|observatory|museum|ministry|agency|foundation)';

const englishPatterns: Readonly<Record<EthosKind, readonly RegExp[]>> = {
  affiliation: [
    // "I work at the University of Haifa", "we are a team at Tel Aviv University"
    /\b(?:at|from|with|of|in|joined)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'-]*\s+){0,4}(?:University|Institute|Laboratory|Lab|Hospital|College|Centre|Center|School|Clinic|Observatory|Museum|Ministry|Agency|Foundation|Technion)\b(?:\s+(?:of|for)\s+(?:\p{Lu}[\p{L}'-]*\s?){1,4})?/gu,
    /\b(?:at|from|with|of|in|joined)\s+(?:the\s+)?(?:University|Institute|Technion)\s+(?:of|for)\s+(?:\p{Lu}[\p{L}'-]*\s?){1,4}/gu,
    // "Our team" or "our group" says who did the work, not where (a walk had "Our team" praised as
    // saying where the writer works).
    new RegExp(`\\b(?:my|our)\\s+(?:own\\s+|small\\s+|research\\s+)?${workplace}\\b`, 'gi'),
    // "at the Rambam clinic", "in the Levi lab": a name before a lowercase institution word.
    /\b(?:at|from|with|in|joined)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'-]*\s+){1,4}(?:clinic|hospital|lab|laboratory|institute|university|centre|center|school|college|museum|observatory)\b/gu,
    /\bI\s+am\s+an?\s+(?:[\p{L}-]+\s+){0,3}(?:student|researcher|professor|lecturer|engineer|physician|doctor|nurse|scientist|postdoc|fellow|ecologist|biologist|chemist|physicist|geologist|epidemiologist|psychologist|economist)\s+(?:at|in|with)\b/giu,
    // "Our startup, ShadeVolt, …", "our company GreenBox": a firm says where its founders work
    // when it is named (a walk had "at the University of …" offered to it); an unnamed
    // "our start-up" does not, and is still asked.
    /\b[Oo]ur\s+(?:start-?up|company|firm|venture|nonprofit|charity|cooperative),?\s+\p{Lu}[\p{L}\d'-]*/gu,
  ],
  experience: [
    // "for ten years I have studied", "I have worked with deaf children since 2015"
    /\b(?:I|we)\s+have\s+(?:been\s+)?(?:\w+ly\s+)?(?:studied|studying|worked|working|researched|researching|spent|published|developed|led|built|treated|taught|run|collaborated|advised|trained|designed|tested|monitored|followed|measured|surveyed)\b/gi,
    // "for ten years", "for years": experience only in a sentence about the writer (see firstPersonOnly).
    /\bfor\s+(?:over\s+|more than\s+|nearly\s+|almost\s+)?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|many|several)\s+)?(?:years|decades)\b/gi,
    /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|many|several)\s+years\s+of\s+(?:experience|research|work|fieldwork|practice|teaching|study)\b/gi,
    // "our lab has shown", "our team at the Hebrew University has followed"
    new RegExp(
      `\\b(?:my|our)\\s+(?:own\\s+)?${institution}(?:\\s+(?:at|in|of)\\s+(?:the\\s+)?(?:\\p{Lu}[\\p{L}'-]*\\s+){1,5})?\\s*(?:has|have|had)\\s+(?:already\\s+|also\\s+)?(?:\\w+ed|shown|built|run|grown|been|won|led|taught|written|made|done)\\b`,
      'giu',
    ),
    /\b(?:we|I)\s+(?:published|wrote|led|ran|developed|built|won|received|designed)\s+(?:[\w-]+\s+){0,3}(?:papers|articles|studies|books|projects|trials|surveys|prototypes|grants?|awards?|prizes?|patents?)\b/gi,
    /\b(?:awarded|won|received)\s+(?:a|an|the)?\s*(?:[\w-]+\s+){0,3}(?:grant|prize|award|fellowship)\b/gi,
    /\b(?:my|our)\s+(?:previous|earlier|past)\s+(?:work|study|studies|research|projects?|papers?)\b/gi,
    // "our 8 pilot schools", "our pilot last year": a trial the writer already ran.
    /\b(?:my|our)\s+(?:[\w-]+\s+){0,2}pilots?(?:\s+(?:schools?|sites?|studies|study|projects?|classes|clinics?|hospitals?|farms?|towns?))?\b/gi,
    /\bI\s+am\s+an?\s+(?:[\p{L}-]+\s+){0,3}(?:student|researcher|professor|lecturer|engineer|physician|doctor|nurse|scientist|postdoc|fellow|ecologist|biologist|chemist|physicist|geologist|epidemiologist|psychologist|economist)\b/giu,
  ],
  method: [
    // "Our lab has tested 3,000 samples" says how the work is done as much as "we tested" does.
    /\b(?:my|our)\s+(?:lab|laboratory|team|group)\s+(?:has\s+|have\s+|had\s+)?(?:also\s+)?(?:measured|tested|surveyed|analy[sz]ed|sampled|tracked|monitored|interviewed|recorded|compared|sequenced|observed|counted|mapped)\b/gi,
    /\b(?:we|I)\s+(?:have\s+|had\s+)?(?:also\s+|carefully\s+)?(?:measured|tested|surveyed|analy[sz]ed|sampled|tracked|monitored|interviewed|recorded|compared|sequenced|simulated|modelled|modeled|observed|counted|followed|mapped)\b/gi,
    // "we placed 120 temperature sensors", "we collected 400 samples": the set-up of a study
    // (a walk through the exercise found "we placed … sensors" called no method).
    /\b(?:we|I)\s+(?:have\s+|had\s+)?(?:also\s+)?(?:placed|installed|deployed|collected|gathered|conducted|carried\s+out|logged|tagged|trapped|weighed|screened|scanned|photographed|set\s+up)\s+(?:[\w,-]+\s+){0,4}(?:sensors?|samples?|traps?|cameras?|stations?|surveys?|experiments?|trials?|tests?|measurements?|interviews?|questionnaires?|recordings?|data|plots?|probes?|devices?|monitors?|specimens?|participants?|patients?|volunteers?|animals?|mice|rats|birds|fish|plants?|trees?|cells?)\b/gi,
    /\b(?:randomi[sz]ed|controlled|double-blind|blinded|clinical)\s+(?:controlled\s+)?trials?\b/gi,
    /\bpeer-reviewed\b/gi,
    /\b(?:a|our)\s+sample\s+of\b/gi,
    /\bcontrol\s+group\b/gi,
    /\breplicated\b/gi,
  ],
};

const hebrewPatterns: Readonly<Record<EthosKind, readonly RegExp[]>> = {
  affiliation: [
    /(?:^|[\s"'(])[ובלמשה]{0,3}(?:אוניברסיטת|מכון|הטכניון|טכניון|בית החולים|בית חולים|המכללה|מכללת)\s+(?:תל[\s-]אביב|בר[\s-]אילן|בן[\s־-]גוריון|באר\s+שבע|\S+)/gu,
    /(?:^|[\s"'(])[ובלמשה]{0,3}(?:מעבדה|המעבדה|המחלקה)\s+(?:שלי|שלנו)/gu,
    /(?:^|[\s"'(])[ובלמשה]{0,3}(?:המעבדה|המחלקה)(?:\s+\S+)?\s+(?:שלי|שלנו)/gu,
  ],
  experience: [
    // Years, not the length of a study ("במשך שלושה חודשים של קיץ" is how long the measurements ran).
    /(?:^|[\s"'(])(?:במשך|כבר|מזה)\s+(?:(?:\d+|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|עשרים|הרבה)\s+(?:שנים|שנה|עשורים)|שנתיים|עשור|עשורים)(?=$|[\s,.;:!?"')])/gu,
    /(?:^|[\s"'(])[ו]?(?:פרסמנו|פרסמתי|הובלתי|הובלנו|פיתחנו|פיתחתי|זכינו|זכיתי|לימדתי|טיפלתי)(?=$|[\s,.;:!?"')])/gu,
    /(?:^|[\s"'(])ניסיון\s+של\s+\S+/gu,
    /(?:^|[\s"'(])(?:אני|אנחנו)\s+(?:חוקר|חוקרת|חוקרים|עובד|עובדת|עובדים)\s+(?:כבר|במשך|מזה)/gu,
  ],
  method: [
    /(?:^|[\s"'(])[ו]?(?:מדדנו|בדקנו|סקרנו|ראיינו|ניתחנו|השווינו|עקבנו|תיעדנו|דגמנו|מדדתי|בדקתי|ראיינתי)(?=$|[\s,.;:!?"')])/gu,
    /(?:^|[\s"'(])[ובלמשה]{0,3}(?:ניסוי|מדגם|קבוצת ביקורת|סקר)(?=$|[\s,.;:!?"')])/gu,
  ],
};

/** The sentence at `offset` speaks of the writer ("I", "we", "my", "our"): "for years" is then their experience. */
function aboutTheWriter(analysis: LanguageAnalysis, offset: number): boolean {
  const sentence = analysis.sentences.find((item) => item.start <= offset && offset < item.end);
  return sentence !== undefined && /\b(?:I|we|my|our|us)\b/i.test(sentence.text);
}

/**
 * "For four years we counted and measured fish …": how long the study ran, a count of years told
 * with its methods in the past tense, not the writer's earlier work ("for ten years I have studied
 * …"). A walk had it praised as experience while the writer's real record went unsaid.
 */
function studyLength(analysis: LanguageAnalysis, offset: number, phrase: string): boolean {
  // "for years" with no count stays the writer's record ("We measured plants in our lab for years").
  if (!/\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\b/iu.test(phrase)) return false;
  const sentence = analysis.sentences.find((item) => item.start <= offset && offset < item.end)?.text ?? '';
  return (
    !/\b(?:have|has|had|I've|we've)\b/iu.test(sentence) &&
    /\b(?:counted|measured|recorded|surveyed|sampled|monitored|tracked|followed|tested|collected|observed|filmed|photographed|tagged|interviewed)\b/iu.test(sentence)
  );
}

function phrasesOf(analysis: LanguageAnalysis): EthosPhrase[] {
  const patterns = analysis.language === 'he' ? hebrewPatterns : englishPatterns;
  const phrases: EthosPhrase[] = [];
  for (const kind of ['affiliation', 'experience', 'method'] as const) {
    for (const pattern of patterns[kind]) {
      for (const match of analysis.text.matchAll(pattern)) {
        const raw = match[0];
        const leading = raw.length - raw.trimStart().replace(/^["'(]/, '').length;
        const start = match.index + leading;
        const end = match.index + raw.trimEnd().replace(/[.,;:]$/, '').length;
        if (end <= start) continue;
        if (kind === 'experience' && /^for\s/i.test(raw.trimStart()) && (!aboutTheWriter(analysis, start) || studyLength(analysis, start, raw))) continue;
        if (phrases.some((phrase) => phrase.kind === kind && phrase.start < end && start < phrase.end)) continue;
        phrases.push({ kind, text: analysis.text.slice(start, end), start, end });
      }
    }
  }
  return phrases.sort((a, b) => a.start - b.start);
}

export interface EthosMeasure {
  language: 'en' | 'he';
  phrases: EthosPhrase[];
  /** Content words of the writer's credibility statement, and which of them the text has. */
  statementWords: string[];
  statementWordsFound: string[];
  /** The statement's words not found, as a remark names them: no pronoun, preposition or number. */
  statementWordsToName: string[];
}

/**
 * Pronouns, prepositions and such, as English's content words leave them out: a walk's suggestion
 * named "אני" among the words of the writer's statement missing from the text. Left out of the
 * words named only; the share found is of all the words, as before.
 */
const hebrewFunctionWords = new Set(
  (
    'אני אנחנו אנו הוא היא הם הן אתם שלי שלנו שלו שלה שלהם עם על את אל גם כבר עוד יותר פחות מאוד אשר כמו בין אחרי לפני יחד כל זה זו זאת היה היתה היו יש אין רק אבל או כי ' +
    // Numbers match any figure of the text ("שש שנים" of the writer, "בשש שכונות" of the study).
    'שתי שני שלוש שלושה ארבע ארבעה חמש חמישה שש שישה שבע שבעה שמונה תשע תשעה עשר עשרה עשרים'
  ).split(' '),
);
/** The word, or the word behind a prefix letter or two ("ואני"). */
function isHebrewFunctionWord(word: string): boolean {
  return hebrewFunctionWords.has(word) || hebrewFunctionWords.has(word.replace(/^[ובכלמשה]{1,2}/u, ''));
}

/** Hebrew words match behind prefix letters; English words by their rough stem. */
function statementMatch(analysis: LanguageAnalysis, credibility: string): { words: string[]; found: string[] } {
  if (analysis.language === 'he') {
    const words = [...new Set((credibility.match(/[\u05d0-\u05ea"׳״']+/g) ?? []).filter((word) => word.length > 2))];
    const tokens = analysis.tokens.map((token) => token.text);
    const found = words.filter((word) =>
      tokens.some((token) => token === word || (token.endsWith(word) && /^[ובכלמשה]{1,3}$/.test(token.slice(0, token.length - word.length)))),
    );
    return { words, found };
  }
  const stems = new Set(wordTokens(analysis.text).map(stem));
  const words = contentWords(credibility).filter((word) => word.length > 2);
  return { words, found: words.filter((word) => stems.has(stem(word))) };
}

export function measureEthos(text: string, credibility: string): EthosMeasure {
  const analysis = analyseText(text);
  const statement = statementMatch(analysis, credibility);
  return {
    language: analysis.language,
    phrases: phrasesOf(analysis),
    statementWords: statement.words,
    statementWordsFound: statement.found,
    statementWordsToName: statement.words.filter((word) => !statement.found.includes(word) && !isHebrewFunctionWord(word)),
  };
}
