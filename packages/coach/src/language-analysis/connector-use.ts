// Connectors and what they do where they stand (docs/exercises.md "How the coach decides").
// Most connectors say one thing ("because" is a cause, "however" a contrast); "since", "as",
// "so" and "while" are read from the words after them:
// - "since" before a date, "then" or a noun phrase that no verb follows ("since 2010", "since
//   the start of the project we …") is time; before a clause it is a cause ("since it reduces
//   costs"), unless the clause is in the past ("since we started monitoring"), which is time.
// - "as" before a clause may be time or cause ("as the water warms"): 'timeOrCause', never
//   counted as a cause; "as a result" is a result; "as … as", "such as", "as well as" and "as"
//   before a noun ("works as a filter") are not connectors.
// - "so" joining clauses is a result; "so" before an adjective ("so small") is not a connector.
// - "while" opening a sentence is a contrast ("While the sample was small, …"), inside one it
//   is time.
import type { Connector, ConnectorUse, Entity, PartOfSpeech, Token } from './types.ts';

const phrases: readonly (readonly [string, ConnectorUse])[] = [
  ['as a result', 'result'],
  ['as a consequence', 'result'],
  ['for this reason', 'result'],
  ['this means that', 'result'],
  ['which means that', 'result'],
  ['which means', 'result'],
  ['this means', 'result'],
  ['leads to', 'result'],
  ['lead to', 'result'],
  ['led to', 'result'],
  ['leading to', 'result'],
  ['results in', 'result'],
  ['resulted in', 'result'],
  ['result in', 'result'],
  ['because of', 'cause'],
  ['due to', 'cause'],
  ['thanks to', 'cause'],
  ['owing to', 'cause'],
  // An aim ("optimise the loading so that log reductions exceed 4"), not a link the evidence must
  // show: a walk had "so that" in a goal told to check it was more than two things changing together.
  ['so that', 'purpose'],
  ['in order to', 'purpose'],
  ['on the other hand', 'contrast'],
  ['even though', 'contrast'],
  ['in contrast', 'contrast'],
  ['in addition', 'addition'],
  ['as well as', 'addition'],
  ['for example', 'example'],
  ['for instance', 'example'],
  ['such as', 'example'],
];

const words: Readonly<Record<string, ConnectorUse>> = {
  because: 'cause',
  therefore: 'result',
  thus: 'result',
  hence: 'result',
  consequently: 'result',
  accordingly: 'result',
  however: 'contrast',
  but: 'contrast',
  although: 'contrast',
  though: 'contrast',
  whereas: 'contrast',
  nevertheless: 'contrast',
  nonetheless: 'contrast',
  instead: 'contrast',
  despite: 'contrast',
  also: 'addition',
  moreover: 'addition',
  furthermore: 'addition',
  besides: 'addition',
  additionally: 'addition',
  when: 'time',
  after: 'time',
  before: 'time',
  until: 'time',
  then: 'time',
  meanwhile: 'time',
  afterwards: 'time',
  once: 'time',
};

const nominal = new Set<PartOfSpeech>(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN']);

/**
 * Skips a noun phrase from `index` ("it", "the start of the project", "bees"); returns the
 * index after it, or `index` when no noun phrase starts there.
 */
function skipNounPhrase(tokens: readonly Token[], index: number): number {
  const first = tokens[index];
  if (!first) return index;
  if (first.pos === 'PRON') return index + 1;
  let at = index;
  while (true) {
    const start = at;
    while (tokens[at] && nominal.has(tokens[at]!.pos) && tokens[at]!.sentence === first.sentence) at++;
    if (at === start) return at;
    if (tokens[at]?.text.toLowerCase() === 'of' && tokens[at + 1] && nominal.has(tokens[at + 1]!.pos)) {
      at++;
      continue;
    }
    return at;
  }
}

const pastAuxiliaries = new Set(['was', 'were', 'had', 'did']);

function isPast(verb: Token): boolean {
  const lower = verb.text.toLowerCase();
  if (pastAuxiliaries.has(lower)) return true;
  // "started", not "breed" or "need".
  if (lower.endsWith('ed') && lower !== verb.lemma) return true;
  // An irregular past ("began", "grew"): not the lemma, not a third-person or -ing form.
  return verb.pos === 'VERB' && lower !== verb.lemma && !lower.endsWith('s') && !lower.endsWith('ing');
}

/** The clause after a subordinator: its first verb, when a subject and a verb follow. */
function clauseVerb(tokens: readonly Token[], index: number): Token | null {
  const after = skipNounPhrase(tokens, index);
  if (after === index) return null;
  const verb = tokens[after];
  if (!verb || verb.sentence !== tokens[index]!.sentence) return null;
  if (verb.pos === 'VERB' || verb.pos === 'AUX') return verb;
  // The tagger reads "mosquitoes breed in …" as one noun phrase: a plural noun followed by an
  // uninflected one, with no determiner, is a subject and its verb.
  const last = tokens[after - 1]!;
  const before = tokens[after - 2];
  if (
    after - index >= 2 &&
    last.pos === 'NOUN' &&
    last.text.toLowerCase() === last.lemma &&
    before?.pos === 'NOUN' &&
    before.text.toLowerCase() !== before.lemma &&
    (verb.pos === 'ADP' || verb.pos === 'DET' || verb.pos === 'ADV' || verb.pos === 'PRON')
  )
    return last;
  // "since bees often pollinate …": an adverb may sit between subject and verb.
  const later = tokens[after + 1];
  if (verb.pos === 'ADV' && later && (later.pos === 'VERB' || later.pos === 'AUX')) return later;
  return null;
}

function startsDate(entities: readonly Entity[], token: Token | undefined): boolean {
  if (!token) return false;
  return entities.some((entity) => entity.type === 'date' && entity.start <= token.start && token.start < entity.end);
}

function sinceUse(tokens: readonly Token[], index: number, entities: readonly Entity[]): ConnectorUse {
  const next = tokens[index + 1];
  if (!next || startsDate(entities, next) || next.text.toLowerCase() === 'then') return 'time';
  const verb = clauseVerb(tokens, index + 1);
  if (!verb) return 'time';
  return isPast(verb) ? 'time' : 'cause';
}

function asUse(tokens: readonly Token[], index: number): ConnectorUse | null {
  const previous = tokens[index - 1]?.text.toLowerCase();
  if (previous === 'such' || previous === 'well' || previous === 'just' || previous === 'so') return null;
  const next = tokens[index + 1];
  if (!next) return null;
  // "as much as", "as fast as": a comparison.
  if ((next.pos === 'ADJ' || next.pos === 'ADV') && tokens.slice(index + 2, index + 5).some((token) => token.text.toLowerCase() === 'as')) return null;
  return clauseVerb(tokens, index + 1) ? 'timeOrCause' : null;
}

function soUse(tokens: readonly Token[], index: number): ConnectorUse | null {
  const next = tokens[index + 1];
  if (!next || next.pos === 'ADJ' || next.pos === 'ADV' || next.pos === 'PUNCT') return null;
  if (next.text.toLowerCase() === 'that') return 'cause';
  if (next.text.toLowerCase() === 'far' || next.text.toLowerCase() === 'much' || next.text.toLowerCase() === 'many') return null;
  return 'result';
}

function isSentenceStart(tokens: readonly Token[], index: number): boolean {
  const previous = tokens[index - 1];
  return !previous || previous.sentence !== tokens[index]!.sentence;
}

export function englishConnectorUse(text: string, tokens: readonly Token[], entities: readonly Entity[]): Connector[] {
  const connectors: Connector[] = [];
  const lower = tokens.map((token) => token.text.toLowerCase());
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const phrase = phrases.find(([words]) => {
      const parts = words.split(' ');
      return parts.every((part, offset) => lower[index + offset] === part && tokens[index + offset]!.sentence === token.sentence);
    });
    if (phrase) {
      const length = phrase[0].split(' ').length;
      const end = tokens[index + length - 1]!.end;
      connectors.push({ text: text.slice(token.start, end), start: token.start, end, sentence: token.sentence, use: phrase[1] });
      index += length - 1;
      continue;
    }
    let use: ConnectorUse | null = words[lower[index]!] ?? null;
    // "then" and "once" as adverbs of time count; "after" and "before" as prepositions are time too.
    switch (lower[index]) {
      case 'since':
        use = sinceUse(tokens, index, entities);
        break;
      case 'as':
        use = asUse(tokens, index);
        break;
      case 'so':
        use = soUse(tokens, index);
        break;
      case 'while':
        use = isSentenceStart(tokens, index) ? 'contrast' : 'time';
        break;
      case 'yet':
        use = token.pos === 'CCONJ' || isSentenceStart(tokens, index) ? 'contrast' : null;
        break;
      case 'once':
        use = token.pos === 'SCONJ' || isSentenceStart(tokens, index) ? 'time' : null;
        break;
      default:
        break;
    }
    if (use) connectors.push({ text: token.text, start: token.start, end: token.end, sentence: token.sentence, use });
  }
  return connectors;
}
