// The English cues of an explained term (docs/de-jargonizer.md "Key terms and explained terms"):
// apposition, "or", brackets, "which is / means / refers to", "X is a … that", "called",
// "known as", and a next sentence "This/It is …"; each only where its words say what the term
// is: a noun phrase right after the term, not a clause going on with the sentence. "Such as"
// lists examples of a category, which tell a reader what it holds, not what it is: no English cue.
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
import { closesRelativeClause, saysLittle } from './explanation-guards.ts';
import { closingOf, type ExplanationText, isPlainExplanation, textAfter, textBefore, type WordRun } from './explanation-text.ts';
import { plainWordsOf } from './plain-words.ts';
import { normaliseWordForm } from './tokenizer.ts';

/** First words of an opening phrase ("In 2012,", "After the biopsy,"): a comma after one is no apposition. */
const OPENING =
  /^(?:in|on|at|after|before|during|since|when|whenever|while|although|though|if|because|once|unless|until|for|with|without|despite|following|using|like|unlike|as|today|now|however|first|second|finally|recently|yesterday|last|here|then|later|instead|meanwhile|similarly|also|still|yet|so|thus|hence|therefore|moreover|furthermore|indeed|by|from|to|under|over|within|among|across|through|throughout|near|around|along|beyond|behind|beside|outside|inside|above|below|according|compared|unfortunately|fortunately|surprisingly|interestingly|importantly|overall|together|ultimately|originally|traditionally|historically|typically|usually|often|sometimes|eventually|afterwards|soon)\b/iu;

/**
 * Subordinators and prepositions that open a clause holding the term ("After the biopsy, a doctor
 * …"), and a past participle with its preposition, which opens a phrase as a preposition does
 * ("Built on concrete pontoons, the structure rises …").
 */
const OPENING_CLAUSE =
  /^(?:(?:[a-z]{3,}ed|built|made|grown|found|kept|held|driven|taken|seen|shown|born|hidden|frozen)\s+(?:on|in|into|onto|from|by|with|at|under|over|for|to|near|inside|along)\b|in|on|at|after|before|during|since|when|whenever|where|wherever|whereas|whether|while|although|though|if|because|once|unless|until|for|with|without|despite|following|using|like|unlike|as|by|from|to|under|over|within|among|across|through|throughout|near|around|along|beyond|behind|beside|outside|inside|above|below)\b/iu;

/** An apposition that sums up its clause: "…, a result that …", "…, the first time anyone …", "…, a costly step that …". */
const SUMMING_UP =
  /^(?:a|an|the)\s+(?:(?!(?:that|which|who|whose|of)\s)[\p{L}'’-]+\s+){0,2}?(?:result|finding|pattern|trend|sign|outcome|feat|record|conclusion|observation|discovery|first|move|step|decision|choice|setback|blow|milestone|breakthrough|surprise|mistake)s?\b/iu;

/**
 * A clause, not a noun phrase: a subject of up to four words and its verb ("…, the trees have coped
 * better than …", "…, the roots could take up …", "…, the seedlings were taller"). A relative
 * word or "meaning" ends the subject first ("…, a layer that is hard to reach", "…, meaning it can"),
 * so a gloss with a relative clause is not one.
 */
const CLAUSE =
  /^(?:(?!(?:that|which|who|whom|whose|where|when|called|known|meaning)\b)[\p{L}'’-]+\s+){1,4}?(?:is|are|was|were|has|have|had|do|does|did|can|could|will|would|may|might|must|should|shall|seem|seems|seemed|appear|appears|appeared|remain|remains|remained)\b/iu;

/** A share of a group: "…, most of them over 70", "…, some of which …", "…, 40 % of the total". */
const SHARE_OF = /^(?:most|some|many|all|none|few|half|several|both|each|one|two|three|four|five|[\d.,]+(?:\s*%)?)\s+(?:per\s?cent\s+)?of\b/iu;

/** Words that make a "the …" apposition a ranking rather than a description. */
const RANKING = /^(?:first|second|third|last|only|best|worst|most|least|same|main|biggest|largest|smallest|latest|next|other|former|latter)\b/iu;

/** Reporting verbs that end a parenthetical ("The biopsy, a doctor said, was clear"), not an apposition. */
const REPORTING =
  /\b(?:said|says|say|explained|explains|noted|notes|added|adds|argued|argues|told|tells|believes|believe|thinks|think|thought|wrote|writes|claimed|claims|reported|reports|suggested|suggests|found|finds|warned|warns|agreed|agrees|recalled|recalls|admitted|admits|insisted|insists|concluded|concludes|estimated|estimates|stated|states|observed|observes|showed|shows|revealed|reveals|confirmed|confirms|predicted|predicts|cautioned|cautions|announced|announces|stressed|stresses|acknowledged|acknowledges)\s*$/iu;

/** Judgements that follow "is a" without saying what the thing is ("CRISPR is a promising …"). */
const JUDGEMENT =
  /^(?:one of\b|(?:(?:a|an)\s+)?(?:promising|common|surprise|shock|relief|disappointment|good|great|important|major|useful|powerful|controversial|big|huge|serious|dangerous|new|hot|key|popular|costly|expensive|cheap|effective|significant|growing|real|true|remarkable|breakthrough|game|concern|problem|worry|risk|challenge|priority|success|failure|mystery|puzzle|must|hope|threat|target|focus|topic|subject|headache|nuisance|burden|disaster|triumph|step|milestone)\b)/iu;

/** Words that show the "is a …" phrase describes what the thing is. */
const DESCRIBING =
  /\b(?:that|which|who|whom|whose|where|when|of|used|made|found|formed|caused|produced|in which|by which|through which|consisting|containing|carrying|living|lining|inside|between|from|for|with|without|in|on|at|by|like|floating|growing)\b/iu;

const DETERMINER = /^(?:a|an|the|one|two|three|this|these|any|each)\s+/iu;

/** A past participle opening a phrase (regular, or one of the common irregular ones). */
const PARTICIPLE =
  /^(?:\p{L}+ed|made|built|found|known|seen|taken|given|left|brought|grown|shown|driven|worn|eaten|held|kept|sold|bought|caught|fed|led|spread|thrown|hidden|frozen|stolen|broken|written|struck|hit|bitten|stung|born|drawn|torn|shot|hurt|lost|sent|told|heard|bred|dug|swept|chosen|beaten|shaken|forgotten)$/iu;

/** What follows a participle, not a noun: a preposition or an adverb particle ("washed off", "banned by"). */
const PARTICLE = /^(?:by|off|on|in|into|onto|from|with|to|at|out|up|down|for|over|under|through|across|away|back|along|around|inside|near|during|after|before|since|until|only|mostly|largely|mainly|first|last)$/iu;

/** A phrase that compares ("much like …", "just as …", "not unlike …"). */
const COMPARISON = /^(?:much|just|rather|quite|very|not|somewhat|exactly|almost|a bit|a lot)\s+(?:like|unlike|as)\b/iu;

/** An apposition that says who someone is ("a professor of pathology at Duke", "a PhD student at …"). */
const PERSON =
  /^(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:professor|student|researcher|scientist|author|director|doctor|physician|biologist|astronomer|chemist|physicist|engineer|lecturer|fellow|postdoc|head|chair|member|leader|editor|spokesperson|spokesman|spokeswoman|expert|specialist|investigator|colleague|co-author|founder|president|ceo)s?\b/iu;

/** The same by a trade's ending: "an astrophysicist at …", "a paediatrician", "an oceanographer". */
const PERSON_BY_TRADE = /^(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,2}?\p{L}{2,}(?:ist|ician|grapher)s?\b/iu;

/** An apposition that says where a place is ("a county in California", "a town near the Rhine"): the term is a name. */
const PLACE =
  /^(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:city|cities|town|towns|village|villages|county|counties|province|state|district|suburb|region|island|islands|country|capital|port)\s+(?:in|on|of|near|off|outside)\s+(?:the\s+)?\p{Lu}/u;

/** A remark on the term's name, not on the thing ("a misleading name, since …"); "a name for …" still says what it is. */
const ABOUT_THE_NAME = /^(?:a|an|the)\s+(?:[\p{L}'’-]+\s+){0,2}?(?:name|term|word|label|misnomer|nickname)\b(?!\s+(?:for|of|that|which|given)\b)/iu;

/** Words a past form of the sentence's verb never follows: its subject ends before them ("of cultivated barley"). */
const BEFORE_A_MODIFIER = /^(?:a|an|the|this|these|its|their|his|her|our|of|in|on|at|for|with|from|by|to|and|or|but|as|than|into|onto|over|under|\p{L}+ly)$/iu;

function apposition(context: ExplanationText, run: WordRun): CueMatch | null {
  const { after, at, limit } = textAfter(context, run);
  const opened = /^['’"”׳]?\s*(?:,|—|–| - |:)\s*(?:(?:also\s+)?(?:known as|called)\s+)?/u.exec(after);
  if (!opened) return null;
  const rest = after.slice(opened[0].length);
  const alias = /known as|called/u.test(opened[0]);
  const start = at + opened[0].length;
  const end = closingOf(context.text, start, limit);
  const phrase = context.text.slice(start, end);
  // "The technique, called lipid residue analysis, extracts …": a name in rarer words is the term
  // its description explains (called), not a plainer name for the word before it ("hypertension,
  // also known as high blood pressure").
  if (alias && !noRareWord(context, start, end)) return null;
  if (opened[0].trim().startsWith(':') && !colonDefines(context, run, rest, phrase, alias)) return null;
  const described =
    alias ||
    DETERMINER.test(rest) ||
    /^(?:short for|an? kind of|an? type of|literally|meaning)\b/iu.test(rest) ||
    // A dash opens a gloss, not a list: "zooxanthellae — tiny algae that live inside … and feed them" may run to the sentence's end.
    bareApposition(phrase, (end < limit && /[,—–)]/u.test(context.text.charAt(end))) || /^\s*[—–]/u.test(opened[0]));
  if (!described) return null;
  // "A second season, using a faster-dissolving mineral, begins in …", "back — "relithiation" — restores …": after the
  // comma or dash that closes the aside holding the term, words without "a/the" are the sentence's verb phrase.
  const bare = !alias && !DETERMINER.test(rest) && !/^(?:short for|an? kind of|an? type of|literally|meaning)\b/iu.test(rest);
  if (bare && closesTheAsideOfTheTerm(context, run, opened[0].trim().charAt(0))) return null;
  const determiner = DETERMINER.exec(rest);
  if (determiner && /^the\s+/iu.test(determiner[0]) && RANKING.test(rest.slice(determiner[0].length))) return null;
  // The sentence's end may close the phrase: "…, the review concluded."
  if (REPORTING.test(phrase.trimEnd().replace(/[.!?"”’)]{1,3}$/u, ''))) return null;
  // "The drug reduced inflammation, a result that surprised the team": a noun that sums up the
  // clause before it; "sarcopenia, most of them over 70": who among the people named.
  if (SUMMING_UP.test(rest) || SHARE_OF.test(rest)) return null;
  // "…, the trees have coped better than where the community is poor": what happened, not what the term is.
  if (!alias && (CLAUSE.test(phrase.trim()) || pastVerbAfterItsSubject(phrase))) return null;
  // "…, a team from the lab reports in …", "…, the group showed that …", "…, researchers report in …":
  // a subject and its reporting verb, before any relative word.
  if (reportsBeforeRelative(phrase)) return null;
  // "…, each containing a row of chambers", "logical qubits, each far more robust …": a remark about each, not what the term is.
  if (/^each\b/iu.test(rest) || /^(?:both|all|some|most|many)\s+\p{L}+ing\b/iu.test(rest)) return null;
  // "niches — "to whom it may concern", …", "an actuator — "PneuNet" in the literature": a quoted example or name.
  if (!alias && /^["“‘']/u.test(rest)) return null;
  // "The lesions, three in total, …": how many, not what they are.
  if (/^(?:one|two|three)\s+(?:in|out|at|per|each|times|more|fewer|less)\b/iu.test(rest)) return null;
  // "an original enzyme, one that hasn’t existed before": a remark about it, not what it is.
  if (/^one\s+(?:that|which|who)\b/iu.test(rest)) return null;
  // "A novel booklet, The Back Book, …": a title; "Dr. Soman Abraham, a professor of pathology": a person.
  // "IJmuiden, the Netherlands": a place after a place.
  if (!alias && phrase.trim().replace(/^the\s+/iu, '').split(/\s+/u).every((word) => /^\p{Lu}/u.test(word))) return null;
  if (ABOUT_THE_NAME.test(phrase.trim())) return null;
  if (PERSON.test(phrase.trim()) || PERSON_BY_TRADE.test(phrase.trim()) || PLACE.test(phrase.trim())) return null;
  // "…, including the Narlı splay", "…, consistent with …", "…, the laboratory announced today":
  // what the sentence adds about the clause, or who said it, not what the term is.
  if (/^(?:including|excluding|consistent|according|compared|depending|especially|particularly|mostly|mainly|notably)\b/iu.test(rest)) return null;
  if (/^(?:the|a|an|our|their)\s+(?:[\p{L}'’-]+\s+){0,2}(?:said|says|announced|announces|reported|reports|added|noted|explained|wrote|concluded)\b/iu.test(rest)) return null;
  // "clothianidin, imidacloprid and thiamethoxam": the next items of a list, no determiner before them.
  if (!alias && /^(?!(?:[\p{L}'’-]+\s+)?(?:in|of|on|at|for|with|from|to|by)\s)(?:[\p{L}'’-]+\s+)?[\p{L}'’-]+,?\s+(?:and|or)\s+[\p{L}'’-]+/iu.test(rest) && !DETERMINER.test(rest)) return null;
  // "The lymph nodes, the spleen and the liver were examined": a list the sentence's end closes.
  if (end >= limit && /\b(?:and|or)\s+(?:the|a|an)\b/iu.test(phrase)) return null;
  // "Consequently, the river floods …": a word opening its sentence before a comma, and the
  // sentence's end closing what follows, is an opening adverb, not a term and its apposition.
  if (end >= limit && opened[0].trim().startsWith(',') && textBefore(context, run).before.trim() === '') return null;
  if (inCommaList(context, run, end, OPENING)) return null;
  // "a bare pronoun, an unsupported claim, the words it found": a third item after the second
  // makes a list of things, not a thing and what it is.
  // "textured fingertips, a silicone coating (Ecoflex), even a film …": so does "even a …" after it.
  if (!alias && /^\s*(?:\([^)]*\)\s*)?,\s*(?:(?:and|or)\s+)?(?:even\s+)?(?:a|an|the)\s/iu.test(context.text.slice(end, end + 80))) return null;
  // "After the biopsy, a doctor explained …": the comma ends an opening phrase that holds the term.
  const { before } = textBefore(context, run);
  if (opened[0].trim().startsWith(',') && closesRelativeClause(before, ENGLISH_RELATIVE)) return null;
  if (!alias && followsAnotherNoun(context, run, before)) return null;
  if (!alias && parallelItem(before, rest)) return null;
  // "the salinity, or saltiness, of the water", "Lichens, both fungus and alga, grow on rocks": the
  // comma after an "or" gloss or after the last item of a pair in an aside closes that aside.
  if (opened[0].trim().startsWith(',') && /(?:,|\()\s*(?:or\s+|(?:both\s+|either\s+)?(?:[\p{L}'’-]+\s+){1,4}(?:and|or)\s+)$/iu.test(before)) return null;
  if (opened[0].trim().startsWith(',') && OPENING_CLAUSE.test(before.trimStart()) && !before.includes(',')) return null;
  if (opened[0].trim().startsWith(',') && closesAnAside(context, run, before)) return null;
  const words = context.text.slice(start, end).trim().split(/\s+/u).length;
  if (words > 22) return null;
  return explanationFrom(context, run, opened[0].length, alias ? 'known-as' : 'apposition', alias ? 1 : 2);
}

/**
 * "…, a 10-centimetre panel absorbed more than 80 per cent …": a determiner, its noun and a past form that no
 * preposition follows make a subject and its verb, a clause; "a hormone made by fat cells", "a room lined with
 * foam", "the wild ancestor of cultivated barley" and a relative clause ("the energy they emit") describe.
 */
function pastVerbAfterItsSubject(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/u);
  if (!DETERMINER.test(`${words[0] ?? ''} `)) return false;
  for (let at = 2; at <= 4 && at < words.length; at++) {
    const previous = words[at - 1] ?? '';
    if (/^(?:that|which|who|whom|whose|where|when|it|they|we|you|he|she|people|a|an|the)$/iu.test(previous)) return false;
    if (PARTICIPLE.test(words[at] ?? '') && !BEFORE_A_MODIFIER.test(previous) && !PARTICLE.test(words[at + 1] ?? '')) return true;
  }
  return false;
}

/**
 * Whether the comma or dash after the run closes an aside that holds it, so what follows goes on with the
 * sentence: the run alone between two dashes (`— "relithiation" —`), an aside opened by the same mark and an
 * -ing form, a preposition or a subordinator (", using a faster-dissolving mineral,"), or the gloss of a term
 * before it ("arbitrage — charge cheap at noon, sell dear …").
 */
function closesTheAsideOfTheTerm(context: ExplanationText, run: WordRun, closing: string): boolean {
  const { before } = textBefore(context, run);
  const opening = Math.max(before.lastIndexOf(','), before.lastIndexOf('—'), before.lastIndexOf('–'));
  if (opening < 0) return false;
  const aside = before.slice(opening + 1).trimStart();
  const sameMark = (closing === ',') === (before.charAt(opening) === ',');
  if (sameMark && /^["“‘'’]?$/u.test(aside.trim())) return true;
  if (sameMark && (/^\p{L}+ing\b/iu.test(aside) || OPENING_CLAUSE.test(aside))) return true;
  const glossed = firstWordBefore(context, run, before.length - opening);
  return glossed >= 0 && context.isCandidate(glossed);
}

/**
 * Whether a reporting verb goes on with its object among the phrase's first eight words, before any
 * relative word: "a team from the lab reports in …", "the group showed that …", "researchers report
 * in …". "Found" and "shown" only before "that": "a protein found in wheat" describes.
 */
function reportsBeforeRelative(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/u).slice(0, 8);
  for (const [at, word] of words.entries()) {
    if (/^(?:that|which|who|whom|whose|where|when)$/iu.test(word)) return false;
    const next = words[at + 1] ?? '';
    if (!(REPORTING.test(word) || /^(?:report|show|find|argue|warn|conclude|estimate)$/iu.test(word))) continue;
    if (/^(?:found|shown|find|finds)$/iu.test(word) ? /^that$/iu.test(next) : /^(?:that|in|to|at|on)$/iu.test(next)) return true;
  }
  return false;
}

/**
 * "a cat with a meow, a kettle with a whistle": the phrase after the comma repeats the shape of the one
 * holding the term (a noun, the same preposition), the next item of a list, not a gloss of the term.
 */
function parallelItem(before: string, rest: string): boolean {
  const holding = /\b(?:a|an|the)\s+[\p{L}'’-]+\s+(with|of|in|on|for|from|to)\s+(?:(?:a|an|the)\s+)?$/iu.exec(before)?.[1];
  const next = /^(?:a|an|the)\s+[\p{L}'’-]+\s+(with|of|in|on|for|from|to)\s/iu.exec(rest)?.[1];
  return holding !== undefined && holding.toLowerCase() === next?.toLowerCase();
}

/** Words that open a relative clause set off by commas ("The biologists, who had sampled the estuary, found …"). */
const ENGLISH_RELATIVE = /^(?:who|whom|whose|which|that|where|when)\b/iu;

/**
 * "The probe found ethane near the crater, a gas rarely seen …", "methane on the cooler nightside, a
 * molecule …": after a preposition that ties the term to a candidate noun before it, the
 * apposition may be of either; unsure, no mark.
 */
function followsAnotherNoun(context: ExplanationText, run: WordRun, before: string): boolean {
  const tie = /\b(?:near|on|in|at|of|from|inside|around|beside|under|above|below|within|across|along)\s+(?:(?:the|a|an|its|their|this|that)\s+)?(?:[\p{L}'’-]+\s+)?$/iu.exec(before);
  if (!tie) return false;
  const noun = tie.index === 0 ? -1 : firstWordBefore(context, run, before.length - tie.index);
  return noun >= 0 && context.isCandidate(noun);
}

/**
 * "Echolocation, the way dolphins find prey by listening to echoes, stops working …": the comma
 * after the run closes an apposition a comma after an earlier candidate opened; what follows goes
 * on with the sentence.
 */
function closesAnAside(context: ExplanationText, run: WordRun, before: string): boolean {
  const comma = before.lastIndexOf(',');
  if (comma < 0 || !DETERMINER.test(before.slice(comma + 1).trimStart())) return false;
  const term = firstWordBefore(context, run, before.length - comma);
  return term >= 0 && context.isCandidate(term);
}

/** The counted word that ends just before the stretch `back` characters before the run, or -1. */
function firstWordBefore(context: ExplanationText, run: WordRun, back: number): number {
  const at = (context.words.wordStarts[run.first] ?? 0) - back;
  for (let word = run.first - 1; word >= 0; word--) {
    if ((context.words.wordEnds[word] ?? 0) <= at) return context.sentenceOfWord[word] === context.sentenceOfWord[run.first] ? word : -1;
  }
  return -1;
}

/**
 * After a colon, only a definition: the term opens its line or sentence ("Permafrost: ground that
 * stays frozen all year.", "- Aquifer: a layer of rock that holds water") and what follows is a
 * noun phrase that says what it is: "a/the …" with a relative or "of" among its first words, or
 * a short one ending the sentence, or a bare phrase with a relative clause. "Methylation: results
 * were mixed in the older mice" and "Hypoxia: the patients recovered within a week" tell something
 * else about the term.
 */
function colonDefines(context: ExplanationText, run: WordRun, rest: string, phrase: string, alias: boolean): boolean {
  if (!opensItsSentence(context, run, /^\s*(?:(?:a|an|the)\s+)?$/iu)) return false;
  if (alias) return true;
  const words = phrase.trim().split(/\s+/u);
  if (DETERMINER.test(rest)) {
    const described = /^(?:a|an|the|one)\s+(?:[\p{L}'’-]+\s+){0,3}(?:that|which|who|whose|where|of|in which|used|made|for)\b/iu.test(phrase.trim());
    return described || (words.length <= 5 && !/[,;]/u.test(phrase));
  }
  if (/^(?:short for|an? kind of|an? type of|literally|meaning)\b/iu.test(rest)) return true;
  return /^(?:[\p{L}'’-]+\s+){1,3}(?:that|which|who|where|in which)\b/iu.test(phrase.trim());
}

/** Adverbs without -ly that open a phrase about what happens to a thing ("whales, often struck by ships"). */
const ADVERB = /^(?:often|sometimes|always|never|still|already|seldom|once|now|even|also|again|too|soon|later)$/iu;

/**
 * An apposition without "a/the" ("permafrost, ground that stays frozen all year,"): a noun phrase that
 * describes (a relative or a preposition among its first words), not a participle or a subject with its
 * verb going on with the sentence, and when the sentence's end closes it rather than a comma, holding no
 * "and/or" (a comma list: "telomeres, chromosomes and genes were studied").
 */
function bareApposition(phrase: string, closedByComma: boolean): boolean {
  const words = phrase.trim().split(/\s+/u);
  // "…, of the older rocks": "of" goes on with the noun phrase before the comma; it describes nothing after it.
  if (words.length < 2 || /^(?:and|or|but|then|so|plus|of|is|are|was|were|has|have|had|can|will|would|may|might|it|they|we|he|she|i|you|which|who|that|this|these)$/iu.test(words[0] ?? '')) return false;
  // "…, primarily through its role in …", "…, in both lungs": an adverb or a preposition opens a phrase about the sentence.
  if (/ly$/iu.test(words[0] ?? '') || ADVERB.test(words[0] ?? '') || OPENING_CLAUSE.test(words[0] ?? '')) return false;
  // "fertilisers, washed off the fields by rain", "herbicides, banned by the new law": a participle tells what was
  // done to the thing, not what it is ("zygotes, fertilised eggs that …" keeps its noun after the -ed word; "the
  // thyroid gland, located in the middle of the neck" says where it is).
  if (PARTICIPLE.test(words[0] ?? '') && PARTICLE.test(words[1] ?? '') && !/^(?:located|situated)$/iu.test(words[0] ?? '')) return false;
  // "The mice, fed a high-fat diet for 12 weeks": a participle with its object is what was done to them.
  if (PARTICIPLE.test(words[0] ?? '') && /^(?:a|an|the|their|its|his|her|our|some|no|\d[\d,.]*)$/iu.test(words[1] ?? '')) return false;
  // "The lesions, three in total": how many, not what they are.
  if (/^(?:\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|dozens|hundreds|thousands|millions)$/iu.test(words[0] ?? '')) return false;
  // "The enzyme fits its substrate, much like a key in a lock": a comparison with the clause, not what the word before it is.
  if (COMPARISON.test(phrase.trim())) return false;
  // "…, grazing any young kelp that settles": a participle opening a clause about the sentence's subject.
  if (/^\p{L}+ing$/iu.test(words[0] ?? '')) return false;
  // "…, semaglutide produced larger reductions in …": a subject and a verb with its object, a clause.
  const head = words.slice(0, 4);
  const relative = head.findIndex((word) => /^(?:that|which|who|whom|whose|where)$/iu.test(word));
  const beforeRelative = relative < 0 ? head : head.slice(0, relative);
  if (beforeRelative.some((word, at) => at > 0 && PARTICIPLE.test(word) && !PARTICLE.test(words[at + 1] ?? ''))) return false;
  if (!DESCRIBING.test(words.slice(1, 6).join(' '))) return false;
  return closedByComma || (!/\b(?:and|or)\b/iu.test(phrase) && words.length <= 8);
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
  if (is && !means) {
    if (JUDGEMENT.test(rest) || RANKING.test(rest)) return null;
    if (!DESCRIBING.test(rest.split(/\s+/u).slice(0, 8).join(' ')) && !/^(?:kind|type|form|way|sort|group)\b/iu.test(rest)) return null;
  }
  const start = next.start + opened[0].length;
  const end = closingOf(context.text, start, next.end);
  const trimmed = start + context.text.slice(start, end).replace(/(?<![\s.!?])[\s.!?]+$/u, '').length;
  return isPlainExplanation(context, start, trimmed, 2) ? { cue: 'next-sentence', start, end: trimmed } : null;
}

/**
 * A gloss in brackets, read as an apposition is: not a remark that sums up the sentence ("(a result that
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
  apposition,
  englishBrackets,
  termInBrackets,
  isA,
  called,
  nextSentenceIs,
];
