// The built-in coach's feedback for persuasive and ethical writing (docs/exercises.md
// "Persuasion and Rhetorics", "Ethics", "How the coach decides"), as findings rendered in the
// site's language. Logos and ethos rest on the language-analysis layer (measures/logos.ts,
// measures/ethos.ts), pathos and ethics on word lists (measures/pathos.ts, measures/ethics.ts);
// a Hebrew text is read with the Hebrew rules and lists, never the English ones. Each part says
// what the text already does and asks one concrete question about what it could add; what the
// student wrote is quoted as an excerpt, once, with its own punctuation.
import { shownFor, type ShownKinds } from '../findings/shown.ts';
import type { CoachFocus, FeedbackRequest } from '../coaches/coach.ts';
import { EXCERPT_CHARACTERS, excerpt, quotedInline } from './excerpt.ts';
import { finding, spanOf, type Finding, type FindingMessage, type TextSpan } from '../findings/finding.ts';
import { analyseText, textLanguage } from '../language-analysis/analyse.ts';
import { renderMessage } from '../findings/render.ts';
import { quoteMarks, type RenderedFindings } from './half-life-feedback.ts';
import { escapeHtml } from '../markup/html.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { measureEthos, type EthosKind } from '../measures/ethos.ts';
import { measureLogos, quotableEvidence, statesTheWritersAim } from '../measures/logos.ts';
import { ethicsConcerns, measureEthics, type EthicsConcern } from '../measures/ethics.ts';
import { contentWords, measurePathos } from '../measures/pathos.ts';

/** Up to `limit` distinct excerpts, each quoted and escaped: “40 mg”, “a 2019 study found”. */
function quoted(items: readonly string[], language: CoachLanguage, limit = 4): string {
  const [open, close] = quoteMarks[language];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(`${open}${escapeHtml(excerpt(item, 120))}${close}`);
    if (kept.length === limit) break;
  }
  return kept.join(', ');
}

function spanOfItem(item: TextSpan | undefined): TextSpan | null {
  return item ? { start: item.start, end: item.end } : null;
}

/**
 * What the writer told about themselves, as a sentence to add: its first sentence whole, without
 * its stop, or the start of a long one with "…". Cut at 120 characters and stripped of the "…",
 * it ended mid-phrase ("… built the HPV vaccination "), which two walks' labellers read as a flaw.
 */
function suggestedStatement(credibility: string): string {
  const first = analyseText(credibility).sentences[0]?.text.trim() ?? credibility.trim();
  return first.length <= EXCERPT_CHARACTERS ? quotedInline(first) : excerpt(first);
}

interface FindingGroup {
  heading: FindingMessage;
  findings: Finding[];
}

/** Claim words that say a result is certain: figures beside them may show less than the claim. */
const certaintyMarkers = new Set([
  'clearly', 'obviously', 'prove', 'proves', 'proven', 'undoubtedly', 'certainly', 'guarantee', 'guarantees',
  'מוכיח', 'מוכיחה', 'מוכיחים', 'בבירור', 'ללא ספק', 'בוודאות', 'בהחלט',
]);

/**
 * A conclusion drawn in words ("which proves that screening saves lives", "this shows that …",
 * "הדבר מוכיח ש…"): the text links its points, perhaps too strongly (the unsupported-claim remark
 * says so), so "show how one point leads to the next" misleads. A walk had it so.
 */
function drawsAConclusion(text: string): boolean {
  return /\b(?:proves?|proved|shows?|showed|demonstrates?|demonstrated|means|meant|suggests?)\s+that\b/iu.test(text) || /(?:^|[\s"'(])(?:מוכיח|מוכיחה|מוכיחים|מראה|מראים|הראה|הראו|אומר|אומרת)\s+ש/u.test(text);
}

export function logosFindings(text: string, language: CoachLanguage = 'en'): Finding[] {
  const logos = measureLogos(text);
  const findings: Finding[] = [];
  const unsupported = logos.claims.filter((item) => !item.supported);
  // Figures beside a claim of certainty ("Since 2015 … tripled … This clearly shows …") may be
  // a coincidence in time: asked whether they show the claim, not praised as support.
  const certain = logos.claims.find((item) => certaintyMarkers.has(item.marker.toLowerCase()));
  // Evidence found is not praised ("You support your case with …"): on fresh walks it listed a
  // target, an extrapolation or the very promise the text argues against as support (precision
  // 0.64 on their first labels), and the writer has nothing to change when it holds. What is
  // asked stays: evidence missing, and figures beside a claim of certainty.
  if (logos.evidence.length === 0) findings.push(finding('logos.noEvidence', { key: 'logos.noEvidence' }));
  else if (certain) {
    const items = quoted(quotableEvidence(logos).map((item) => item.text), language);
    findings.push(
      finding('logos.evidenceCheck', { key: 'logos.evidenceCheck', params: { items, claim: excerpt(certain.text, 120) } }, spanOfItem(certain)),
    );
  }
  // A link inside an unsupported claim is no reasoning to praise ("Therefore … will eliminate …"),
  // and "accordingly" after its verb says "in a fitting way", not "as a result".
  const sentences = analyseText(text).sentences;
  const praised = logos.causeLinks.filter(
    (link) =>
      !unsupported.some((claim) => claim.sentence === link.sentence) &&
      !statesTheWritersAim(sentences[link.sentence]?.text ?? '') &&
      !(link.text.toLowerCase() === 'accordingly' && !isSentenceStart(text, link.start)),
  );
  if (praised.length > 0) {
    findings.push(
      finding('logos.causeLink', { key: 'logos.causeLink', params: { connectors: quoted(praised.map((link) => link.text), language) } }, spanOfItem(praised[0])),
    );
  } else if (logos.causeLinks.length === 0 && logos.ambiguousLinks === 0 && !drawsAConclusion(text)) {
    // "as the water warms …" may be read as a cause: neither praised nor missed.
    findings.push(finding('logos.noCauseLink', { key: 'logos.noCauseLink' }));
  }
  const claim = unsupported[0];
  if (claim) {
    findings.push(
      finding('logos.unsupportedClaim', { key: 'logos.unsupportedClaim', params: { claim: excerpt(claim.text, 120) } }, spanOfItem(claim)),
    );
  }
  return findings;
}

function isSentenceStart(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 4), offset);
  return offset === 0 || /(?:[.!?…]["'”’)]*\s*|\n\s*)$/u.test(before);
}

/** How many words the shared value has (its content words; Hebrew: its words of two letters or more). */
function valueWordCount(value: string, text: string): number {
  if (/[\u05d0-\u05ea]/u.test(value) || /[\u05d0-\u05ea]/u.test(text)) return value.split(/\s+/u).filter((word) => word.length > 1).length;
  return contentWords(value).length;
}

/** The first sentence holding one of the words (the text's first sentence when none does), as an excerpt with its span. */
function valueSentence(text: string, words: readonly string[]): { sentence: string; span: TextSpan | null } {
  const sentences = analyseText(text).sentences.map((item) => item.text.trim()).filter((item) => item !== '');
  const lower = words.map((word) => word.toLowerCase());
  const chosen = sentences.find((sentence) => lower.some((word) => sentence.toLowerCase().includes(word))) ?? sentences[0] ?? text.trim();
  return { sentence: quotedInline(chosen, 120), span: spanOf(text, chosen) };
}

export function pathosFindings(text: string, context: Readonly<Record<string, string>>, language: CoachLanguage = 'en'): Finding[] {
  const value = context.sharedValue ?? '';
  const pathos = measurePathos(text, value);
  const findings: Finding[] = [];
  const reflected = pathos.valueWords.length > 0 || pathos.closeWords.length > 0;
  // "Names the value itself" only when most of the value's words are there: one word of
  // "giving teachers their time back" is the topic, not the value (a walk found it so).
  const valueSize = Math.max(1, valueWordCount(value, text));
  if (pathos.valueWords.length * 2 >= valueSize)
    findings.push(finding('pathos.valueNamed', { key: 'pathos.valueNamed', params: { words: quoted(pathos.valueWords, language) } }));
  else if (reflected)
    findings.push(
      finding('pathos.valueClose', { key: 'pathos.valueClose', params: { words: quoted([...pathos.valueWords, ...pathos.closeWords], language) } }),
    );
  // Asked, not stated: a value is said in more ways than words of its own. Not asked of a Hebrew
  // text, whose lists have no related words: a walk's summary about surviving cardiac arrest
  // (שורדים, החייאה) was asked where it shows "להציל חיים".
  if (!reflected && textLanguage(text) !== 'he') findings.push(finding('pathos.valueMissing', { key: 'pathos.valueMissing' }));
  const said = context.studentSays ?? '';
  if (said === 'No' && reflected)
    findings.push(
      finding('pathos.answerNoButPresent', { key: 'pathos.answerNoButPresent', params: { words: quoted([...pathos.valueWords, ...pathos.closeWords], language, 3) } }),
    );
  if (pathos.secondPersonCount > 0) {
    findings.push(finding('pathos.speaksToReader', { key: 'pathos.speaksToReader', params: { times: pathos.secondPersonCount } }));
  } else {
    // Asked of one sentence: the one that names what readers care about, else the first.
    const pointed = valueSentence(text, [...pathos.valueWords, ...pathos.closeWords]);
    findings.push(finding('pathos.noDirectAddress', { key: 'pathos.noDirectAddress', params: { sentence: pointed.sentence } }, pointed.span));
  }
  // Everyday words are not praised (a walk found "school" and "water" named as examples), and a
  // text with no example marker is not asked for one: the walks read the question as a stock
  // line, and once it asked for what the text had in other words.
  return findings;
}

const ethosKinds: readonly EthosKind[] = ['affiliation', 'experience', 'method'];
const missingKey: Readonly<Record<EthosKind, 'ethos.noAffiliation' | 'ethos.noExperience' | 'ethos.noMethod'>> = {
  affiliation: 'ethos.noAffiliation',
  experience: 'ethos.noExperience',
  method: 'ethos.noMethod',
};

/** Share of the credibility statement's words that must be in the text to call it reflected, or missing. */
const statementReflected = 0.6;
const statementMissing = 0.5;

/**
 * "I", "we", "our lab …": a sentence in which the writer speaks of their own work. A bare "our"
 * or "שלנו" is not enough: "off our coast", "לצלחת שלנו" (our plates) speak of everyone.
 */
const workNouns = 'lab|laboratory|team|group|research|survey|study|studies|model|work|project|data|company|experiment|trial|pilot|measurements';
const firstPerson = new RegExp(
  `(?:^|[^\\p{L}])(?:(?:I|we|We)|(?:my|our|My|Our)\\s+(?:${workNouns})s?|אני|אנחנו|אנו|(?:המחקר|המעבדה|הצוות|הקבוצה|החברה|הסקר|הניסוי)\\s+(?:שלנו|שלי))(?=$|[^\\p{L}])`,
  'u',
);

/**
 * The first sentence in which the writer speaks of their work ("Our research asks whether …"),
 * where a phrase on where they work goes; none when they never do (an opening hook such as
 * "Every parent wants …" is no place for it).
 */
function writerSentence(text: string): { sentence: string; span: TextSpan | null } | null {
  const found = analyseText(text)
    .sentences.map((item) => item.text.trim())
    .find((item) => firstPerson.test(item.replace(/^(?:If|When)\s+you\b[^,]*,/u, '')));
  return found ? { sentence: quotedInline(found, 100), span: spanOf(text, found) } : null;
}

export function ethosFindings(text: string, context: Readonly<Record<string, string>>, language: CoachLanguage = 'en'): Finding[] {
  const credibility = (context.credibility ?? '').trim();
  const ethos = measureEthos(text, credibility);
  const findings: Finding[] = [];
  // A text that reports what was measured or found says how its writer works, in words no
  // list of method phrases holds ("I compare 30 fields … and count"): not asked about.
  const reportsWork = measureLogos(text).evidence.some((item) => item.kind === 'study' || item.kind === 'quantity' || item.kind === 'percent');
  for (const kind of ethosKinds) {
    const phrases = ethos.phrases.filter((phrase) => phrase.kind === kind);
    if (phrases.length > 0) {
      findings.push(
        finding(`ethos.${kind}` as const, { key: `ethos.${kind}`, params: { phrases: quoted(phrases.map((phrase) => phrase.text), language, 3) } }, spanOfItem(phrases[0])),
      );
    } else if (kind === 'method') {
      if (!reportsWork) findings.push(finding(missingKey[kind], { key: missingKey[kind] }));
    } else {
      // Pointed at the first sentence where the writer speaks of their work, where such a phrase
      // goes; the second question about it says "there too" rather than quote it again.
      const pointed = writerSentence(text);
      const again = kind === 'experience' && findings.some((item) => item.kind === 'ethos.noAffiliation' && item.span !== null);
      if (!pointed) findings.push(finding(missingKey[kind], { key: `${missingKey[kind]}Anywhere` }));
      else if (again) findings.push(finding(missingKey[kind], { key: 'ethos.noExperienceThere' }, pointed.span));
      else findings.push(finding(missingKey[kind], { key: missingKey[kind], params: { sentence: pointed.sentence } }, pointed.span));
    }
  }
  if (credibility !== '' && ethos.statementWords.length > 0) {
    const share = ethos.statementWordsFound.length / ethos.statementWords.length;
    const missing = ethos.statementWordsToName;
    if (share >= statementReflected) findings.push(finding('ethos.statementReflected', { key: 'ethos.statementReflected' }));
    else if (share < statementMissing)
      findings.push(
        finding('ethos.statementMissing', {
          key: 'ethos.statementMissing',
          params: { words: quoted(missing, language), statement: suggestedStatement(credibility) },
        }),
      );
  }
  return findings;
}

/** People who take part in or are recorded by a work (not "the public", readers or animals): whose consent is at stake. */
const peopleInWork =
  /\b(?:participants?|patients?|residents?|villagers|famil(?:y|ies)|children|pupils|students|teenagers|soldiers|workers|employees|users|farmers|volunteers|parents|hikers|visitors|people)\b|(?:^|[\s"'(])[ובלמשה]*(?:משתתפים|מטופלים|חולים|תושבים|משפחות|תלמידים|חיילים|עובדים|מתנדבים|הורים|קטינים|ילדים|מטיילים|אנשים)(?=$|[\s,.;:!?"')])/iu;

/**
 * The student's own sentence an Ethics question points at, so its answer has a place: who funds
 * the work or who else is affected next to the sentence that says what the research is (the
 * issue's first); consent next to the first sentence that names the people in it. The issue is
 * read before the resolutions; a sentence of the resolutions (the answer judged) has its span.
 */
function ethicsPlace(concern: EthicsConcern, issue: string, resolutions: string): { sentence: string; span: TextSpan | null } | null {
  const sentencesOf = (text: string) =>
    text.trim() === '' ? [] : analyseText(text).sentences.map((item) => ({ text: item.text.trim(), inAnswer: text === resolutions }));
  const all = [...sentencesOf(issue), ...sentencesOf(resolutions)].filter((item) => item.text !== '');
  const chosen = concern === 'consent' ? all.find((item) => peopleInWork.test(item.text)) : all[0];
  if (!chosen) return null;
  return { sentence: chosen.text, span: chosen.inAnswer ? spanOf(resolutions, chosen.text) : null };
}

export function ethicsFindings(
  text: string,
  context: Readonly<Record<string, string>>,
  language: CoachLanguage = 'en',
  shown: ShownKinds = shownFor(text),
): FindingGroup[] {
  const resolution = measureEthics(text);
  const issue = measureEthics(context.issue ?? '');
  const wordsOf = (concern: EthicsConcern) => [...new Set([...issue[concern], ...resolution[concern]])];
  const named = ethicsConcerns.filter((concern) => wordsOf(concern).length > 0);
  const missing = ethicsConcerns.filter((concern) => wordsOf(concern).length === 0);
  // The concerns named are checks passed: one summary line after the questions (the walks read
  // "• consent (“withdraw”)" as a stock line each), the kinds kept as its parts.
  const covered: FindingGroup = {
    heading: { key: 'ethics.heading' },
    findings: named.length > 0 ? [] : [finding('ethics.noConcernNamed', { key: 'ethics.noConcernNamed' })],
  };
  const namedParts = named
    .map((concern) =>
      finding(`ethics.named.${concern}`, { key: `ethics.concern.${concern}`, params: { words: quoted(wordsOf(concern), language, 3) } }),
    )
    .filter((part) => shown(part.kind));
  const namedLine =
    namedParts.length > 0
      ? {
          ...finding('summary.ethicsNamed', {
            key: 'ethics.covered',
            params: {
              concerns: namedParts
                .map((part) => renderMessage(part.message, language).replace(/^•\s*/u, ''))
                .join(renderMessage({ key: 'ethics.concernSeparator' }, language)),
            },
          }),
          parts: namedParts,
        }
      : null;
  // Only what the text has not named is asked. A text that names every concern used to get two
  // "further" questions on risk and who is affected anyway; on the walks 3 of 4 asked for what
  // the text already said (the misreading a text was about, the soldiers and families it named).
  // Risk and privacy are not asked: on fresh walks the questions asked for what the text already
  // did (results reported by district, maps coarsened, harm named in the pointed sentence) or of
  // people no one can identify (precision 0.00 and 0.60 on their first labels). A match of words
  // cannot tell whether a text deals with a harm; the other concerns' questions held.
  const asked = missing.filter((concern) => concern !== 'risk' && concern !== 'privacy').slice(0, 3);
  const questions: FindingGroup = {
    heading: { key: 'ethics.questionsHeading' },
    findings: asked.map((concern) => {
      const kind = `ethics.notNamed.${concern}` as const;
      const place = ethicsPlace(concern, context.issue ?? '', text);
      if (!place) return finding(kind, { key: `ethics.question.${concern}` });
      return finding(kind, { key: `ethics.questionAt.${concern}`, params: { sentence: quotedInline(place.sentence, 120) } }, place.span);
    }),
  };
  if (namedLine) questions.findings.push(namedLine);
  return [covered, questions];
}

/**
 * Checks a text passed ("Your summary names the value itself", "You speak to your readers
 * directly"): true, nothing to change, so one summary line at the end of their part (kind
 * "summary.passed", the kinds kept as its parts), not remarks of their own.
 */
const passedKinds = new Set(['pathos.valueNamed', 'pathos.valueClose', 'pathos.speaksToReader', 'ethos.statementReflected']);

function withPassedLine(group: FindingGroup, language: CoachLanguage, shown: ShownKinds): FindingGroup {
  const passed = group.findings.filter((item) => passedKinds.has(item.kind) && shown(item.kind));
  const others = group.findings.filter((item) => !passedKinds.has(item.kind) && shown(item.kind));
  if (passed.length === 0) return { heading: group.heading, findings: others };
  const line = passed.map((item) => renderMessage(item.message, language)).join(' ');
  return {
    heading: group.heading,
    findings: [
      ...others,
      { ...finding('summary.passed', { key: 'summary.line', params: { line } }), parts: passed },
    ],
  };
}

/** Each area's lesson, asked where none of its claims is shown: the writer points at their own sentence. */
const lessonOf: Readonly<Partial<Record<string, 'teach.logos' | 'teach.pathos' | 'teach.ethos' | 'teach.ethics'>>> = {
  'logos.heading': 'teach.logos',
  'pathos.heading': 'teach.pathos',
  'ethos.heading': 'teach.ethos',
  'ethics.questionsHeading': 'teach.ethics',
};

/**
 * An area whose claims are all withheld still carries its lesson: a prompt that asks the writer to
 * point at the sentence that does it (docs/exercises.md "Say only what holds"). Ethics' two groups
 * get it once, in the questions group, when neither says anything.
 */
function withLesson(group: FindingGroup, groups: readonly FindingGroup[]): FindingGroup {
  const lesson = lessonOf[group.heading.key];
  if (!lesson || group.findings.length > 0) return group;
  if (lesson === 'teach.ethics' && groups.some((other) => other.heading.key === 'ethics.heading' && other.findings.length > 0)) return group;
  return { heading: group.heading, findings: [finding(lesson, { key: lesson })] };
}

function renderGroup(group: FindingGroup, language: CoachLanguage): string {
  // The "deal with:" line is a heading of the list, kept as a finding so the list reads in order.
  return [group.heading, ...group.findings.map((item) => item.message)].map((message) => renderMessage(message, language)).join('<br />');
}

/** Findings of some kinds from elsewhere (an LLM, llm-findings.ts), in place of the rules' findings of those kinds. */
export interface ReplacedFindings {
  kinds: ReadonlySet<string>;
  findings: readonly Finding[];
}

function withReplaced(rules: Finding[], replaced: ReplacedFindings | undefined): Finding[] {
  if (!replaced) return rules;
  return [...replaced.findings, ...rules.filter((item) => !replaced.kinds.has(item.kind))];
}

/** The parts of a request's rhetoric and ethics focuses, in its focus order. */
export function rhetoricFeedback(
  request: FeedbackRequest,
  replaced: Partial<Record<'logos' | 'ethos', ReplacedFindings>> = {},
  shown: ShownKinds = shownFor(request.text),
): RenderedFindings {
  const context = request.context ?? {};
  const language = request.language ?? 'en';
  const groups = request.focus.flatMap((focus: CoachFocus): FindingGroup[] => {
    switch (focus) {
      case 'logos':
        return [{ heading: { key: 'logos.heading' }, findings: withReplaced(logosFindings(request.text, language), replaced.logos) }];
      case 'pathos':
        return [
          {
            heading: { key: 'pathos.heading', params: { value: quotedInline(context.sharedValue ?? '', 120) } },
            findings: pathosFindings(request.text, context, language),
          },
        ];
      case 'ethos':
        return [{ heading: { key: 'ethos.heading' }, findings: withReplaced(ethosFindings(request.text, context, language), replaced.ethos) }];
      case 'ethics':
        return ethicsFindings(request.text, context, language, shown);
      default:
        return [];
    }
  });
  const said = groups
    .map((group) => withPassedLine(group, language, shown))
    .map((group, index, all) => withLesson(group, all))
    .filter((group) => group.findings.length > 0);
  return {
    messages: said.map((group) => renderGroup(group, language)),
    findings: said.flatMap((group) => group.findings),
  };
}

/** The logos message of a text, in English (or the language). */
export function logosFeedback(text: string, language: CoachLanguage = 'en'): string {
  return renderGroup({ heading: { key: 'logos.heading' }, findings: logosFindings(text, language) }, language);
}

/** The messages of a request's rhetoric and ethics focuses. */
export function rhetoricMessages(request: FeedbackRequest): string[] {
  return rhetoricFeedback(request).messages;
}
