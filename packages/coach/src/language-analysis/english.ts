// English analysis on winkNLP with its English lite model (docs/exercises.md "How the coach
// decides": chosen over compromise by measuring both on eval/language/labelled-sentences.ts).
// winkNLP gives the sentences, tokens, parts of speech, lemmas and its own entities (dates,
// durations, cardinals, percentages, money); the rules below add what the coach needs on top:
// quantities with a unit or a counted noun, years as dates, named organisations and people,
// noun phrases, and connectors whose use ("since 2010" vs "since it reduces") is read from
// the words around them. The model is loaded once per process, on first use: it and winkNLP
// are required then, not imported with the module, since they hold about 15 MB that a server
// process which never analyses an English answer should not carry (docs/deployment.md "Memory").
import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type { ItemEntity, ItsFunction } from 'wink-nlp';
import { englishConnectorUse } from './connector-use.ts';
import type { AnalysedSentence, Entity, LanguageAnalysis, NounPhrase, PartOfSpeech, Token } from './types.ts';
import { currencySigns, englishTimeUnits, englishUnits } from './units.ts';

type Wink = ReturnType<typeof winkNLP>;
let wink: Wink | null = null;

function engine(): Wink {
  if (wink === null) {
    const require = createRequire(import.meta.url);
    const createWink = require('wink-nlp') as typeof winkNLP;
    wink = createWink(require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0]);
  }
  return wink;
}

const partsOfSpeech = new Set<string>([
  'ADJ', 'ADP', 'ADV', 'AUX', 'CCONJ', 'DET', 'INTJ', 'NOUN', 'NUM', 'PART', 'PRON', 'PROPN', 'PUNCT', 'SCONJ', 'SYM', 'VERB', 'X',
]);

function asPartOfSpeech(tag: string): PartOfSpeech {
  return partsOfSpeech.has(tag) ? (tag as PartOfSpeech) : 'X';
}

const numberWords = new Set([
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty',
  'thirty', 'forty', 'fifty', 'hundred', 'hundreds', 'thousand', 'thousands', 'million', 'millions', 'billion', 'dozen', 'dozens',
]);

export function isNumberToken(token: Token): boolean {
  return /^[+-]?\d[\d,.]*$/.test(token.text) || (token.pos === 'NUM' && numberWords.has(token.text.toLowerCase()));
}

/** Nouns a number counts without measuring anything ("3 reasons", "two ways"). */
const notCounted = new Set([
  'reason', 'way', 'step', 'thing', 'idea', 'question', 'part', 'stage', 'goal', 'aim', 'example', 'kind', 'type',
  'aspect', 'factor', 'problem', 'option', 'point', 'topic', 'issue', 'chapter', 'section', 'phase', 'level', 'word',
  'sentence', 'paragraph', 'time',
]);

/** A year as students write it: 4 digits from 1500 to 2100, or a decade ("1990s"). */
export function isYearText(text: string): boolean {
  if (/^(1[5-9]|20)\d0s$/.test(text)) return true;
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  return year >= 1500 && year <= 2100;
}

const organisationHeads = new Set([
  'university', 'institute', 'institution', 'organization', 'organisation', 'agency', 'service', 'hospital', 'centre',
  'center', 'college', 'foundation', 'ministry', 'laboratory', 'laboratories', 'lab', 'labs', 'society', 'council',
  'department', 'museum', 'company', 'corporation', 'inc', 'ltd', 'association', 'academy', 'authority', 'commission',
  'school', 'clinic', 'observatory', 'programme', 'program', 'bank', 'fund', 'trust', 'union', 'office',
]);

/** Bodies students name by their initials. */
const organisationAcronyms = new Set([
  'NASA', 'WHO', 'CDC', 'NIH', 'FDA', 'UN', 'EU', 'ESA', 'IPCC', 'MIT', 'UNESCO', 'UNICEF', 'OECD', 'NOAA', 'CERN',
  'EPA', 'NHS', 'UCLA', 'ETH', 'EMA', 'ISF', 'NSF', 'ERC', 'IAEA', 'FAO', 'WWF', 'UNEP', 'IDF', 'CBS',
]);

const personTitles = new Set(['dr', 'dr.', 'prof', 'prof.', 'professor', 'mr', 'mr.', 'mrs', 'mrs.', 'ms', 'ms.', 'dame', 'sir']);

function isCapitalised(token: Token): boolean {
  return /^\p{Lu}/u.test(token.text);
}

function isProperLike(token: Token): boolean {
  return (token.pos === 'PROPN' || token.pos === 'NOUN') && isCapitalised(token);
}

/** Where each token stands in the text, found in order (winkNLP keeps tokens as written). */
function locate(text: string, words: readonly string[]): { start: number; end: number }[] {
  const places: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const word of words) {
    const start = text.indexOf(word, cursor);
    if (start < 0 || start - cursor > 200) {
      places.push({ start: cursor, end: cursor });
      continue;
    }
    places.push({ start, end: start + word.length });
    cursor = start + word.length;
  }
  return places;
}

function entityFrom(text: string, tokens: readonly Token[], first: number, last: number, type: Entity['type']): Entity {
  const start = tokens[first]!.start;
  const end = tokens[last]!.end;
  return { type, text: text.slice(start, end), start, end, sentence: tokens[first]!.sentence };
}

/** Leading words of a date that are not the date ("since 2010" → "2010"). */
const dateLeaders = new Set(['since', 'for', 'in', 'from', 'over', 'during', 'until', 'till', 'by', 'on', 'at', 'of', 'after', 'before', 'within']);

function winkEntities(doc: ReturnType<Wink['readDoc']>, its: Wink['its'], tokens: readonly Token[], text: string): Entity[] {
  const entities: Entity[] = [];
  doc.entities().each((entity: ItemEntity) => {
    const [first, last] = entity.out(its.span) as unknown as [number, number];
    const type = entity.out(its.type) as string;
    let from = first;
    while (from < last && dateLeaders.has(tokens[from]!.text.toLowerCase())) from++;
    switch (type) {
      case 'DATE':
      case 'TIME':
      case 'DURATION': {
        // A lone time noun ("per year") is not a date; a year, a month or a counted span is.
        const span = tokens.slice(from, last + 1);
        if (span.length === 1 && !/\d/.test(span[0]!.text) && englishTimeUnits.has(span[0]!.text.toLowerCase())) break;
        entities.push(entityFrom(text, tokens, from, last, 'date'));
        break;
      }
      case 'PERCENT':
        entities.push(entityFrom(text, tokens, from, last, 'percent'));
        break;
      case 'MONEY':
        entities.push(entityFrom(text, tokens, from, last, 'quantity'));
        break;
      case 'CARDINAL':
        entities.push(entityFrom(text, tokens, from, last, 'number'));
        break;
      default:
        break;
    }
  });
  return entities;
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Numbers become years, quantities (a unit or a counted plural noun after them), percentages
 * or time spans; a number the rules cannot place stays a plain number.
 */
function numberEntities(text: string, tokens: readonly Token[], found: readonly Entity[]): Entity[] {
  const entities: Entity[] = [];
  const taken = (start: number, end: number) =>
    found.some((entity) => entity.type !== 'number' && overlaps(entity, { start, end })) ||
    entities.some((entity) => overlaps(entity, { start, end }));
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isNumberToken(token)) continue;
    let first = index;
    // "1.5 million", "300,000", "a few thousand": a number may run over several tokens.
    let last = index;
    while (last + 1 < tokens.length && isNumberToken(tokens[last + 1]!) && tokens[last + 1]!.sentence === token.sentence) last++;
    const previous = tokens[first - 1];
    if (previous && currencySigns.has(previous.text)) {
      first--;
      if (!taken(tokens[first]!.start, tokens[last]!.end)) entities.push(entityFrom(text, tokens, first, last, 'quantity'));
      index = last;
      continue;
    }
    if (last === first && isYearText(token.text)) {
      if (!taken(token.start, token.end)) entities.push(entityFrom(text, tokens, first, last, 'date'));
      continue;
    }
    const next = tokens[last + 1];
    const nextLower = next?.text.toLowerCase() ?? '';
    if (next && next.sentence === token.sentence) {
      if (next.text === '%' || nextLower === 'percent' || (nextLower === 'per' && tokens[last + 2]?.text.toLowerCase() === 'cent')) {
        const end = nextLower === 'per' ? last + 2 : last + 1;
        if (!taken(tokens[first]!.start, tokens[end]!.end)) entities.push(entityFrom(text, tokens, first, end, 'percent'));
        index = end;
        continue;
      }
      if (englishTimeUnits.has(nextLower)) {
        if (!taken(tokens[first]!.start, next.end)) entities.push(entityFrom(text, tokens, first, last + 1, 'date'));
        index = last + 1;
        continue;
      }
      // "37 °C", "1.5 °C", "0.5 mg/kg", "40 mg".
      let unitEnd = -1;
      if (next.text === '°' || nextLower === '°c' || nextLower === '°f') {
        unitEnd = last + 1;
        const after = tokens[last + 2];
        if (next.text === '°' && after && /^[CF]\.?$/.test(after.text) && after.start === next.end) unitEnd = last + 2;
      } else if (englishUnits.has(nextLower) || englishUnits.has(nextLower.replace(/\.$/, ''))) {
        unitEnd = last + 1;
      }
      if (unitEnd >= 0) {
        // A compound unit written without spaces: "mg/kg", "km/h".
        while (
          tokens[unitEnd + 2] &&
          tokens[unitEnd + 1]?.text === '/' &&
          tokens[unitEnd + 1]!.start === tokens[unitEnd]!.end &&
          tokens[unitEnd + 2]!.start === tokens[unitEnd + 1]!.end
        )
          unitEnd += 2;
        const unitToken = tokens[unitEnd]!;
        const end = unitToken.text.endsWith('.') ? unitToken.end - 1 : unitToken.end;
        if (!taken(tokens[first]!.start, end)) {
          const start = tokens[first]!.start;
          entities.push({ type: 'quantity', text: text.slice(start, end), start, end, sentence: token.sentence });
        }
        index = unitEnd;
        continue;
      }
      // A count of things: "300 wells", "twelve papers", "1,200 households" (an adjective may sit between).
      let noun = last + 1;
      while (tokens[noun] && tokens[noun]!.pos === 'ADJ' && noun - last <= 2) noun++;
      const counted = tokens[noun];
      if (
        counted &&
        counted.sentence === token.sentence &&
        counted.pos === 'NOUN' &&
        counted.text.toLowerCase() !== counted.lemma &&
        !englishTimeUnits.has(counted.text.toLowerCase()) &&
        !notCounted.has(counted.lemma) &&
        !(token.text.length === 4 && /^\d{4}$/.test(token.text))
      ) {
        if (!taken(tokens[first]!.start, counted.end)) entities.push(entityFrom(text, tokens, first, noun, 'quantity'));
        index = noun;
        continue;
      }
    }
    if (!taken(tokens[first]!.start, tokens[last]!.end)) entities.push(entityFrom(text, tokens, first, last, 'number'));
    index = last;
  }
  return entities;
}

/** Named organisations and people, from capitalised runs, titles and known initials. */
function nameEntities(text: string, tokens: readonly Token[]): Entity[] {
  const entities: Entity[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const lower = token.text.toLowerCase();
    if (personTitles.has(lower) && isCapitalised(token)) {
      let next = index + 1;
      if (tokens[next]?.text === '.') next++;
      let last = next;
      while (tokens[last] && isProperLike(tokens[last]!) && tokens[last]!.sentence === tokens[next]?.sentence) last++;
      if (last > next) {
        entities.push(entityFrom(text, tokens, next, last - 1, 'person'));
        index = last - 1;
      }
      continue;
    }
    if (isProperLike(token) && tokens[index + 1]?.text.toLowerCase() === 'et' && /^al\.?$/.test(tokens[index + 2]?.text ?? '')) {
      entities.push(entityFrom(text, tokens, index, index, 'person'));
      continue;
    }
    if (organisationAcronyms.has(token.text)) {
      entities.push(entityFrom(text, tokens, index, index, 'organisation'));
      continue;
    }
    if (!isProperLike(token)) continue;
    // A capitalised run, "of"/"for"/"and" inside it allowed: "University of Haifa", "World Health Organization".
    let last = index;
    while (true) {
      const next = tokens[last + 1];
      const after = tokens[last + 2];
      if (next && isProperLike(next) && next.sentence === token.sentence) last++;
      else if (next && ['of', 'for', 'and', '&'].includes(next.text.toLowerCase()) && after && isProperLike(after)) last += 2;
      else break;
    }
    const words = tokens.slice(index, last + 1).map((item) => item.text.toLowerCase());
    // "The" at a sentence start is not part of the name.
    if (words.some((word) => organisationHeads.has(word)) && last > index) {
      entities.push(entityFrom(text, tokens, index, last, 'organisation'));
    }
    index = last;
  }
  return entities;
}

const nounPhraseInner = new Set<PartOfSpeech>(['ADJ', 'NUM', 'NOUN', 'PROPN']);

/** Noun phrases: an optional determiner, adjectives and numbers, ending in a noun. */
function nounPhrases(text: string, tokens: readonly Token[]): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (token.pos !== 'DET' && !nounPhraseInner.has(token.pos)) {
      index++;
      continue;
    }
    let last = token.pos === 'DET' ? index + 1 : index;
    let head = -1;
    while (tokens[last] && nounPhraseInner.has(tokens[last]!.pos) && tokens[last]!.sentence === token.sentence) {
      if (tokens[last]!.pos === 'NOUN' || tokens[last]!.pos === 'PROPN') head = last;
      last++;
    }
    if (head >= 0) {
      const start = token.start;
      const end = tokens[head]!.end;
      phrases.push({ text: text.slice(start, end), start, end, sentence: token.sentence, head: tokens[head]!.lemma });
      index = head + 1;
    } else {
      index = Math.max(last, index + 1);
    }
  }
  return phrases;
}

const abbreviationEnd = /(?:\bet al|\be\.g|\bi\.e|\bvs|\bapprox|\bcf|\bfig|\bno|\bst|\bdr|\bprof|\bmr|\bmrs|\bms|\b\p{Lu})\.$/iu;

/**
 * winkNLP ends a sentence after "et al." and some abbreviations; a sentence that starts with a
 * lowercase letter right after one continues it ("Smith et al. showed …").
 */
function mergeBrokenSentences(sentences: AnalysedSentence[], tokens: Token[], text: string): void {
  for (let index = sentences.length - 1; index > 0; index--) {
    const sentence = sentences[index]!;
    const previous = sentences[index - 1]!;
    if (!/^\p{Ll}/u.test(sentence.text) || !abbreviationEnd.test(previous.text)) continue;
    for (let at = sentence.firstToken; at < sentence.endToken; at++) tokens[at]!.sentence = index - 1;
    sentences.splice(index - 1, 2, {
      text: text.slice(previous.start, sentence.end),
      start: previous.start,
      end: sentence.end,
      firstToken: previous.firstToken,
      endToken: sentence.endToken,
    });
    for (let later = index; later < sentences.length; later++) {
      const moved = sentences[later]!;
      for (let at = moved.firstToken; at < moved.endToken; at++) tokens[at]!.sentence = later;
    }
  }
}

/**
 * winkNLP reads a unit's capital before a stop as an initial ("below the WHO limit of 0.1 mg/L.
 * Our goal …" was one sentence); a unit after a figure ("mg/L.", "10 kW.", "5 L.") ends its
 * sentence when a capitalised word follows.
 */
const unitEnd = /\d\s*(?:[a-zµμ]{0,3}\/)?\p{Lu}[a-z]?\.$|\/\p{Lu}[a-z]?\.$/u;
function splitAfterUnits(sentences: AnalysedSentence[], tokens: Token[], text: string): void {
  for (let index = sentences.length - 1; index >= 0; index--) {
    const sentence = sentences[index]!;
    for (let at = sentence.endToken - 2; at > sentence.firstToken; at--) {
      const stop = tokens[at]!;
      const next = tokens[at + 1]!;
      if (stop.text !== '.' && !stop.text.endsWith('.')) continue;
      if (!/^\p{Lu}/u.test(next.text) || !/\s/u.test(text.slice(stop.end, next.start))) continue;
      if (!unitEnd.test(text.slice(Math.max(sentence.start, stop.end - 12), stop.end))) continue;
      const cut = at + 1;
      sentences.splice(
        index,
        1,
        { text: text.slice(sentence.start, stop.end), start: sentence.start, end: stop.end, firstToken: sentence.firstToken, endToken: cut },
        { text: text.slice(next.start, sentence.end), start: next.start, end: sentence.end, firstToken: cut, endToken: sentence.endToken },
      );
      for (let later = index; later < sentences.length; later++) {
        const moved = sentences[later]!;
        for (let token = moved.firstToken; token < moved.endToken; token++) tokens[token]!.sentence = later;
      }
      index++;
      break;
    }
  }
}

export function analyseEnglish(text: string): LanguageAnalysis {
  const nlp = engine();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos);
  // The model's lemma helper is typed as a model add-on; it is an ordinary token helper.
  const lemmas = doc.tokens().out(its.lemma as unknown as ItsFunction<string>);
  const places = locate(text, words);
  const tokens: Token[] = [];
  const sentences: AnalysedSentence[] = [];
  let tokenIndex = 0;
  doc.sentences().each((sentence, sentenceIndex) => {
    const count = sentence.tokens().length();
    const firstToken = tokenIndex;
    for (let offset = 0; offset < count; offset++, tokenIndex++) {
      const place = places[tokenIndex]!;
      tokens.push({
        text: words[tokenIndex]!,
        start: place.start,
        end: place.end,
        pos: asPartOfSpeech(tags[tokenIndex] ?? 'X'),
        lemma: (lemmas[tokenIndex] ?? words[tokenIndex]!).toLowerCase(),
        sentence: sentenceIndex,
      });
    }
    if (count === 0) return;
    const start = tokens[firstToken]!.start;
    const end = tokens[tokenIndex - 1]!.end;
    sentences.push({ text: text.slice(start, end), start, end, firstToken, endToken: tokenIndex });
  });
  mergeBrokenSentences(sentences, tokens, text);
  splitAfterUnits(sentences, tokens, text);
  const fromWink = winkEntities(doc, its, tokens, text);
  const entities = [
    ...fromWink.filter((entity) => entity.type !== 'number'),
    ...numberEntities(text, tokens, fromWink),
    ...nameEntities(text, tokens),
  ].sort((a, b) => a.start - b.start);
  return {
    language: 'en',
    text,
    sentences,
    tokens,
    entities,
    nounPhrases: nounPhrases(text, tokens),
    connectors: englishConnectorUse(text, tokens, entities),
  };
}
