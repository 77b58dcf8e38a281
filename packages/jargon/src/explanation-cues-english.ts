// The English cues of an explained term (docs/de-jargonizer.md "Key terms and explained terms"):
// "or", brackets, "which is / means / refers to", "X is a … that", "called", "known as" (also after a
// comma or dash), and a next sentence "This/It is …"; each only where its words say what the term
// is, not a clause going on with the sentence. No apposition (a bare noun phrase after a comma, dash
// or colon), nor "such as", which lists what a category holds, not what it is.
// Every rule also asks that the explaining words be mostly plain, so a gloss in more jargon does not count.
import {
  bracketsAfter,
  type CueMatch,
  type CueRule,
  explanationFrom,
  inCommaList,
  isMainTermOfSentence,
  nextSentence,
  noRareWord,
  opensItsSentence,
  termInBrackets,
} from './explanation-cues.ts';
import { saysLittle } from './explanation-guards.ts';
import { closingOf, type ExplanationText, isPlainExplanation, textAfter, textBefore, type WordRun } from './explanation-text.ts';
import { plainWordsOf } from './plain-words.ts';
import { normaliseWordForm } from './tokenizer.ts';

/** First words of an opening phrase ("In 2012,", "After the biopsy,"): a comma after one opens no list. */
const OPENING =
  /^(?:in|on|at|after|before|during|since|when|whenever|while|although|though|if|because|once|unless|until|for|with|without|despite|following|using|like|unlike|as|today|now|however|first|second|finally|recently|yesterday|last|here|then|later|instead|meanwhile|similarly|also|still|yet|so|thus|hence|therefore|moreover|furthermore|indeed|by|from|to|under|over|within|among|across|through|throughout|near|around|along|beyond|behind|beside|outside|inside|above|below|according|compared|unfortunately|fortunately|surprisingly|interestingly|importantly|overall|together|ultimately|originally|traditionally|historically|typically|usually|often|sometimes|eventually|afterwards|soon)\b/iu;

/**
 * Subordinators and prepositions that open a clause holding the term ("After the biopsy, a doctor
 * …"), and a past participle with its preposition, which opens a phrase as a preposition does
 * ("Built on concrete pontoons, the structure rises …").
 */
const OPENING_CLAUSE =
  /^(?:(?:[a-z]{3,}ed|built|made|grown|found|kept|held|driven|taken|seen|shown|born|hidden|frozen)\s+(?:on|in|into|onto|from|by|with|at|under|over|for|to|near|inside|along)\b|in|on|at|after|before|during|since|when|whenever|where|wherever|whereas|whether|while|although|though|if|because|once|unless|until|for|with|without|despite|following|using|like|unlike|as|by|from|to|under|over|within|among|across|through|throughout|near|around|along|beyond|behind|beside|outside|inside|above|below)\b/iu;

/** A gloss that sums up its clause: "(a result that …)", "(the first time anyone …)", "(a costly step that …)". */
const SUMMING_UP =
  /^(?:a|an|the)\s+(?:(?!(?:that|which|who|whose|of)\s)[\p{L}'’-]+\s+){0,2}?(?:result|finding|pattern|trend|sign|outcome|feat|record|conclusion|observation|discovery|first|move|step|decision|choice|setback|blow|milestone|breakthrough|surprise|mistake)s?\b/iu;

/** A share of a group: "…, most of them over 70", "…, some of which …", "…, 40 % of the total". */
const SHARE_OF = /^(?:most|some|many|all|none|few|half|several|both|each|one|two|three|four|five|[\d.,]+(?:\s*%)?)\s+(?:per\s?cent\s+)?of\b/iu;

/** Words that make a "the …" phrase a ranking rather than a description. */
const RANKING = /^(?:first|second|third|last|only|best|worst|most|least|same|main|biggest|largest|smallest|latest|next|other|former|latter)\b/iu;

/** Judgements that follow "is a" without saying what the thing is ("CRISPR is a promising …"). */
const JUDGEMENT =
  /^(?:one of\b|(?:(?:a|an)\s+)?(?:promising|common|surprise|shock|relief|disappointment|good|great|important|major|useful|powerful|controversial|big|huge|serious|dangerous|new|hot|key|popular|costly|expensive|cheap|effective|significant|growing|real|true|remarkable|breakthrough|game|concern|problem|worry|risk|challenge|priority|success|failure|mystery|puzzle|must|hope|threat|target|focus|topic|subject|headache|nuisance|burden|disaster|triumph|step|milestone)\b)/iu;

/** Words that show the "is a …" phrase describes what the thing is. */
const DESCRIBING =
  /\b(?:that|which|who|whom|whose|where|when|of|used|made|found|formed|caused|produced|in which|by which|through which|consisting|containing|carrying|living|lining|inside|between|from|for|with|without|in|on|at|by|like|floating|growing)\b/iu;

/** A past participle opening a phrase (regular, or one of the common irregular ones). */
const PARTICIPLE =
  /^(?:\p{L}+ed|made|built|found|known|seen|taken|given|left|brought|grown|shown|driven|worn|eaten|held|kept|sold|bought|caught|fed|led|spread|thrown|hidden|frozen|stolen|broken|written|struck|hit|bitten|stung|born|drawn|torn|shot|hurt|lost|sent|told|heard|bred|dug|swept|chosen|beaten|shaken|forgotten)$/iu;

/** A gloss that says who someone is ("a professor of pathology at Duke", "a PhD student at …"). */
const PERSON =
  /^(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:professor|student|researcher|scientist|author|director|doctor|physician|biologist|astronomer|chemist|physicist|engineer|lecturer|fellow|postdoc|head|chair|member|leader|editor|spokesperson|spokesman|spokeswoman|expert|specialist|investigator|colleague|co-author|founder|president|ceo)s?\b/iu;

/** The same by a trade's ending: "an astrophysicist at …", "a paediatrician", "an oceanographer". */
const PERSON_BY_TRADE = /^(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,2}?\p{L}{2,}(?:ist|ician|grapher)s?\b/iu;

/** A gloss that says where a place is ("a county in California", "a town near the Rhine"): the term is a name. */
const PLACE =
  /^(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:city|cities|town|towns|village|villages|county|counties|province|state|district|suburb|region|island|islands|country|capital|port)\s+(?:in|on|of|near|off|outside)\s+(?:the\s+)?\p{Lu}/u;

/**
 * "hypertension, also known as high blood pressure", "presbyopia — also known as long sight —": a plainer
 * name after a comma, dash or colon. Without "known as / called" the noun phrase there (an apposition) is
 * no explanation in English: fresh prose read as one as often a list's next item, a judgement or a remark.
 */
function aliasAfterMark(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at, limit } = textAfter(context, run);
  const opened = /^['’"”׳]?\s*(?:,|—|–| - |:)\s*(?:also\s+)?(?:known as|called)\s+/u.exec(after);
  if (!opened) return null;
  const start = at + opened[0].length;
  const end = closingOf(context.text, start, limit);
  // "The technique, called lipid residue analysis, extracts …": a name in rarer words is the term its
  // description explains (called), not a plainer name for the word before it.
  if (!noRareWord(context, start, end)) return null;
  const mark = opened[0].trim();
  if (mark.startsWith(':') && !opensItsSentence(context, run, /^\s*(?:(?:a|an|the)\s+)?$/iu)) return null;
  if (inCommaList(context, run, end, OPENING)) return null;
  // "When a small ice particle, called an embryo, collides …": the comma closes an opening clause holding the term.
  const { before } = textBefore(context, run);
  if (mark.startsWith(',') && OPENING_CLAUSE.test(before.trimStart()) && !before.includes(',')) return null;
  return explanationFrom(context, run, opened[0].length, 'known-as', 1);
}

/** "myocardial infarction, or heart attack," — a short plain gloss, not a clause ("…, or they can …"). */
function orGloss(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at, limit } = textAfter(context, run);
  const opened = /^\s*(?:,\s*|\(\s*)or\s+/u.exec(after);
  if (!opened) return null;
  const rest = after.slice(opened[0].length);
  // "cortisol, or other hormones": another thing, not the same one in other words.
  if (/^(?:they|we|it|he|she|you|i|this|these|those|there|not|else|more|less|so|even|perhaps|maybe|rather|both|either|neither|other|another|any|some|several|similar|related)\b/iu.test(rest)) return null;
  const start = at + opened[0].length;
  const end = closingOf(context.text, start, limit);
  const gloss = context.text.slice(start, end).trim().split(/\s+/u);
  // "the ubiquitin-proteasome system, or UPS": an abbreviation, not a gloss.
  if (gloss.every((word) => /^[\p{Lu}\p{N}-]+s?[.!?]*$/u.test(word))) return null;
  if (gloss.length > 5) return null;
  if (inCommaList(context, run, end, OPENING)) return null;
  // "hypocentre, or focus": one word is as often a technical synonym as a plainer one; it counts where the table of
  // plainer words lists it for the term ("salinity, or saltiness").
  if (gloss.length === 1) return plainerWordGloss(context, run, start, end);
  return explanationFrom(context, run, opened[0].length, 'or', 2);
}

/**
 * "salinity, or saltiness": a one-word gloss that is rare in the news counts itself, but that the
 * table of plainer words lists for the term, is the writer saying it in plainer words.
 */
function plainerWordGloss(context: ExplanationText, run: WordRun, start: number, end: number): CueMatch | null {
  const gloss = /^\s*([\p{L}'’-]+)[\s.!?]*$/u.exec(context.text.slice(start, end));
  if (!gloss || run.first !== run.last) return null;
  const term = context.text.slice(context.words.wordStarts[run.first], context.words.wordEnds[run.last]);
  const plainer = plainWordsOf(normaliseWordForm(term)) ?? [];
  if (!plainer.includes(normaliseWordForm(gloss[1] ?? ''))) return null;
  const glossStart = start + (gloss[0].length - gloss[0].trimStart().length);
  return { cue: 'or', start: glossStart, end: glossStart + (gloss[1] ?? '').length };
}

/**
 * A clause after "means": a subject and, within a few words, its verb ("the fungus would need", "we can",
 * "more sunlight is reflected"), where a gloss is a noun phrase ("light made by living things").
 */
const CONSEQUENCE_CLAUSE =
  /^(?:(?:the|a|an|this|these|those|its|their|our|his|her|each|every|no)\s+(?:[\p{L}'’-]+\s+){0,3}|(?:it|they|we|you|he|she|there|people|patients|farmers|doctors|researchers)\s+|(?:(?!(?:that|which|who|whose|where|when)\b)[\p{L}'’-]+\s+){1,4})(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|should|need|needs|needed|cannot|can['’]t|won['’]t|do|does|did|get|gets|got|become|becomes|became)\b/iu;

/** ", which is a …", ", which means …", "refers to", "i.e.", "that is,", "is defined as". */
function whichIs(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after } = textAfter(context, run);
  const means =
    /^\s*(?:,\s*|\(\s*|—\s*|–\s*)?(?:(?:which|that)\s+)?(?:means|meant|refers? to|referred to|describes|stands? for|is short for|is defined as|are defined as|is the (?:name|word|term) for|are the (?:names|words|terms) for|is a (?:name|word|term) for)\s+/iu.exec(
      after,
    );
  // "An increase of three decibels means that the energy has doubled", "…, which means the fungus
  // would need …": a consequence (a clause), not what the term is.
  if (means && /\bmean[st]\s+$/iu.test(means[0]) && (/^that\b/iu.test(after.slice(means[0].length)) || CONSEQUENCE_CLAUSE.test(after.slice(means[0].length)))) return null;
  if (means) return explanationFrom(context, run, means[0].length, 'means', 2);
  const ie = /^\s*(?:,\s*|\(\s*)(?:i\.e\.,?|that is,|in other words,?|namely)\s+/iu.exec(after);
  // "Mitochondria, in other words, set the pace of ageing": set off by commas after the sentence's
  // subject, the words restate the sentence, and what follows is its verb.
  if (ie && /,\s*$/u.test(ie[0]) && /^\s*,/u.test(ie[0]) && opensItsSentence(context, run, /^\s*(?:(?:a|an|the)\s+)?$/iu)) return null;
  if (ie) return explanationFrom(context, run, ie[0].length, 'which-is', 2);
  // Not ", which is where / when / what / how …": as often about the clause before as the term ("…, which is
  // what worried the geologists").
  const which = /^\s*(?:,\s*|—\s*|–\s*)which\s+(?:is|are|was|were)\s+(?=(?:a|an|the|one of|used|made|found|formed|caused|part of|the part|also called)\b)/iu.exec(
    after,
  );
  if (!which) return null;
  const rest = after.slice(which[0].length);
  if (/^the\s+/iu.test(rest) && RANKING.test(rest.slice(4))) return null;
  if (/^an?\s+/iu.test(rest) && JUDGEMENT.test(rest.replace(/^an?\s+/iu, ''))) return null;
  return explanationFrom(context, run, which[0].length, 'which-is', 2);
}

/** "Methylation is a chemical change that …" — the term opens its sentence. */
function isA(context: ExplanationText, run: WordRun): CueMatch | null {
  const { before } = textBefore(context, run);
  if (!/^\s*(?:(?:a|an|the)\s+)?$/iu.test(before)) return null;
  const { after, at, limit } = textAfter(context, run);
  const when = /^\s+is\s+(?:when|how|where|what)\s+/iu.exec(after);
  if (when) return explanationFrom(context, run, when[0].length, 'is-a', 2);
  const opened = /^\s+(?:(?:is|was)\s+(?:a|an|the)\s+|(?:are|were)\s+(?:the\s+)?)/iu.exec(after);
  if (!opened) return null;
  const rest = after.slice(opened[0].length);
  if (JUDGEMENT.test(rest) || RANKING.test(rest)) return null;
  // "Stem cells were taken …", "Antioxidants are found …": a passive, not a description.
  if (!/\b(?:a|an|the)\s+$/iu.test(opened[0]) && PARTICIPLE.test(/^\p{L}+/u.exec(rest)?.[0] ?? '')) return null;
  if (!/\b(?:a|an|the)\s+$/iu.test(opened[0]) && /^(?:\p{L}+(?:ed|en)|found|made|taken|seen|known|used|given|thought|shown|kept|held|built|\p{L}+ing|not|also|often|now|still|being|very|more|less|mostly|all|both|usually|rarely|widely)\b/iu.test(rest)) return null;
  // "Catalysts are in the same phase as …", "Statins are in short supply": where or how they are, not what.
  if (!/\b(?:a|an|the)\s+$/iu.test(opened[0]) && /^(?:in|on|at|for|with|without|from|by|under|over|near|between|among|inside|outside|within|about|around|into|onto|through|beyond|behind|above|below|like|as|than|to|so|too|just|only|even|able|unable|likely|unlikely|present|absent|available|common|rare|less|more|most)\b/iu.test(rest)) return null;
  const start = at + opened[0].length;
  const end = closingOf(context.text, start, limit);
  if (!DESCRIBING.test(context.text.slice(start, end).split(/\s+/u).slice(0, 8).join(' '))) return null;
  return explanationFrom(context, run, opened[0].length, 'is-a', 2);
}

const CALLED_CUE_ENDING = /(?:ed|as|call)$/iu;

/** The copula and adverbs before "called" / "known as" ("are called", "is also known as"), not part of the explanation. */
const BEFORE_THE_CUE = /^(?:is|are|was|were|be|been|being|also|often|sometimes|usually|commonly|generally|widely|simply|now|itself|themselves)$/iu;

/** The text without the words at its end that `words` matches, one at a time. */
function withoutTrailingWords(text: string, words: RegExp): string {
  let kept = text.trimEnd();
  for (;;) {
    const space = kept.search(/\s\S*$/u);
    if (space < 0 || !words.test(kept.slice(space + 1))) return kept;
    kept = kept.slice(0, space).trimEnd();
  }
}

/** "a tool called CRISPR", "a process known as methylation", "what doctors call …". */
function called(context: ExplanationText, run: WordRun): CueMatch | null {
  const { before, from } = textBefore(context, run);
  // Every cue below ends in "ed", "as" or "call": most words fail here, before the anchored
  // pattern tries each of up to WINDOW positions (it was the measure's dearest rule per key).
  if (!CALLED_CUE_ENDING.test(before.trimEnd().slice(-4))) return null;
  const cue = /(?:^|[^-\p{L}])(called|named|termed|dubbed|known as|referred to as|nicknamed|(?:scientists|researchers|doctors|biologists|experts|physicists|chemists|geologists|astronomers|we|they|people) call)\s*$/iu.exec(before);
  if (!cue?.[1]) return null;
  if (/so-?\s*called\s*$/iu.test(before)) return null;
  // "The press called CRISPR a revolution": the verb "call", not a naming.
  const { after } = textAfter(context, run);
  if (/^\s+(?:a|an|the|it|them|this|that)\b/iu.test(after)) return null;
  // "a process called apoptosis lets …": a run of more than one word must end where the name does
  // (at punctuation or a small word), or its last word is the sentence's verb.
  if (run.last > run.first && !/^(?:\s*[^\s\p{L}]|\s+(?:is|are|was|were|has|have|had|and|or|in|of|to|for|with|by|from|that|which|who|can|could|will|would|may|might)\b|\s*$)/iu.test(after)) return null;
  const cueStart = from + before.length - cue[0].length + (cue[0].length - cue[0].trimStart().length);
  // The copula and adverbs before the cue ("are called", "is also known as") are not the explanation.
  const described = withoutTrailingWords(context.text.slice(from, cueStart), BEFORE_THE_CUE);
  // "… drains the color from the reefs in what’s known as bleaching": what comes before is a clause.
  // "The answer is something physicists call …": a vague noun, and the clause before it names nothing.
  if (/\b(?:what|what['’]s|which|that|this|it|something|anything|everything|nothing)\s*$/iu.test(described)) return null;
  // "That puff is called aspiration": the words point back to a sentence before, which explains it.
  if (/^\s*(?:this|that|these|those)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s*$/iu.test(described)) return null;
  // eslint-disable-next-line regexp/no-super-linear-move, regexp/no-super-linear-backtracking -- bounded: the text before a term is at most WINDOW (400) characters
  const phrase = /((?:[\p{L}'’-]+[\s,]+){0,5}[\p{L}'’-]+)\s*,?\s*$/u.exec(described);
  if (!phrase?.[1]) return null;
  const phraseStart = from + described.length - phrase[0].length;
  if (/\p{N}\s*$/u.test(context.text.slice(from, phraseStart))) return null;
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: a phrase of at most six words
  const determiner = /\b(?:a|an|the|this|these|that|those|some|one)\s+(?!.*\b(?:a|an|the|this|these|that|those|some|one)\s)/iu.exec(phrase[1]);
  const start = phraseStart + (determiner?.index ?? 0);
  const end = phraseStart + phrase[1].length;
  const kind = cue[1].includes('known') ? 'known-as' : 'called';
  if (saysLittle(context, start, end, 'Latin')) return clauseBefore(context, from, start, kind);
  return isPlainExplanation(context, start, end, 1) ? { cue: kind, start, end } : null;
}

/**
 * "Damaged cells can destroy themselves in a process known as apoptosis", "… leave their host—a
 * process known as bleaching": a generic noun after a clause names what the clause tells. The
 * clause (from the sentence's start or its last comma) is the explanation.
 */
function clauseBefore(context: ExplanationText, from: number, generic: number, cue: 'known-as' | 'called'): CueMatch | null {
  const before = context.text.slice(from, generic).trimEnd();
  const word = /(?:^|\s)(?:in|through|by|via)$/u.exec(before);
  const clauseEnd = word ? word.index : /[—–]$/u.test(before) ? before.length - 1 : -1;
  if (clauseEnd < 0) return null;
  const clause = before.slice(0, clauseEnd).trimEnd();
  const start = from + Math.max(clause.lastIndexOf(',') + 1, clause.lastIndexOf(';') + 1, 0);
  const end = from + clause.length;
  const text = context.text.slice(start, end).trim();
  if (text.split(/\s+/u).length < 3 || /^(?:and|or|but|which|who|that)\b/iu.test(text)) return null;
  const lead = context.text.slice(start, end).length - context.text.slice(start, end).trimStart().length;
  return isPlainExplanation(context, start + lead, end, 3) ? { cue, start: start + lead, end } : null;
}

/** "… used CRISPR. It is a tool that cuts DNA." — about the last term of the sentence before. */
function nextSentenceIs(context: ExplanationText, run: WordRun): CueMatch | null {
  const next = nextSentence(context, run);
  if (!next || !isMainTermOfSentence(context, run)) return null;
  // "This means that …" tells a consequence, not what the term is.
  const means = /^(?:this|it|that)\s+(?:means|refers to|describes|is short for|stands for)\s+(?!that\b)/iu.exec(next.text);
  const is = /^(?:this|it|these|they|that)\s+(?:(?:technique|tool|process|method|molecule|protein|substance|condition|disease|organ|device|approach|word|term|name|chemical|compound|layer|structure|cell|material|effect|reaction|measure|test|treatment)\s+)?(?:(?:is|was)\s+(?:simply\s+|basically\s+)?(?:a|an|the)\s+|(?:are|were)\s+(?:simply\s+|basically\s+)?(?:the\s+)?(?=\p{L}+\s+(?:that|which|who|so|of|with|in|made|used|found)\b))/iu.exec(
    next.text,
  );
  const opened = means ?? is;
  if (!opened) return null;
  const rest = next.text.slice(opened[0].length);
  const start = next.start + opened[0].length;
  const end = closingOf(context.text, start, next.end);
  if (is && !means) {
    if (JUDGEMENT.test(rest) || RANKING.test(rest)) return null;
    // "This is the multiple comparisons problem, and it is worse in …": the describing words must be the
    // explanation's own, not the rest of the sentence after it; a bare noun phrase only names a term.
    const explaining = context.text.slice(start, end).split(/\s+/u).slice(0, 8).join(' ');
    if (!DESCRIBING.test(explaining) && !/^(?:kind|type|form|way|sort|group)\b/iu.test(rest)) return null;
  }
  const trimmed = start + context.text.slice(start, end).replace(/(?<![\s.!?])[\s.!?]+$/u, '').length;
  return isPlainExplanation(context, start, trimmed, 2) ? { cue: 'next-sentence', start, end: trimmed } : null;
}

/**
 * A gloss in brackets: not a remark that sums up the sentence ("(a result that
 * surprised the team)"), a share of a group ("(most of them fibres)"), a ranking ("(the largest ever
 * recorded)") or who someone is.
 */
function englishBrackets(context: ExplanationText, run: WordRun): CueMatch | null {
  const match = bracketsAfter(context, run);
  if (!match) return null;
  const inside = context.text.slice(match.start, match.end).trim();
  if (SUMMING_UP.test(inside) || SHARE_OF.test(inside) || (/^the\s+/iu.test(inside) && RANKING.test(inside.slice(4).trimStart()))) return null;
  return PERSON.test(inside) || PERSON_BY_TRADE.test(inside) || PLACE.test(inside) ? null : match;
}

/** The English rules, most specific first. */
export const ENGLISH_CUES: readonly CueRule[] = [
  whichIs,
  orGloss,
  aliasAfterMark,
  englishBrackets,
  termInBrackets,
  isA,
  called,
  nextSentenceIs,
];
