// Measures the two candidate libraries for the language-analysis layer on the labelled
// sentences, with the same rules on top (docs/exercises.md "How the coach decides"): the
// layer as built on winkNLP (src/language-analysis) against the same outputs read from
// compromise. Prints accuracy and speed. Run: node packages/coach/eval/language/compare-libraries.ts
import nlp from 'compromise';
import { analyseText } from '../../src/language-analysis/analyse.ts';
import { heldOutSentences } from './held-out-sentences.ts';
import { labelledSentences } from './labelled-sentences.ts';
import { entityTotals, score, type Analyser, type Score } from './score.ts';
import { isYearText } from '../../src/language-analysis/english.ts';
import { englishUnits, englishTimeUnits } from '../../src/language-analysis/units.ts';

const wink: Analyser = (text) => {
  const analysis = analyseText(text);
  return { sentences: analysis.sentences.map((sentence) => sentence.text), tokens: analysis.tokens, entities: analysis.entities, connectors: analysis.connectors };
};

function universalTag(tags: readonly string[]): string {
  const has = (tag: string) => tags.includes(tag);
  if (has('Pronoun')) return 'PRON';
  if (has('Determiner')) return 'DET';
  if (has('Preposition')) return 'ADP';
  if (has('Conjunction')) return 'CCONJ';
  if (has('Auxiliary') || has('Modal') || has('Copula')) return 'AUX';
  if (has('Verb')) return 'VERB';
  if (has('Adjective')) return 'ADJ';
  if (has('Adverb')) return 'ADV';
  if (has('Value')) return 'NUM';
  if (has('ProperNoun') || has('Person') || has('Organization') || has('Place')) return 'PROPN';
  if (has('Noun')) return 'NOUN';
  return 'X';
}

interface CompromiseTerm { text: string; tags: string[]; offset?: { start: number; length: number } }

/** compromise's own sentences, tags, people, organisations, percentages and dates, with the layer's unit rule for quantities. */
const compromise: Analyser = (text) => {
  const doc = nlp(text);
  const sentences = doc.sentences().out('array') as string[];
  const terms = (doc.json({ offset: true }) as { terms: CompromiseTerm[] }[]).flatMap((sentence) => sentence.terms);
  const tokens = terms.map((term) => ({ text: term.text, pos: universalTag(term.tags) }));
  const entities: { type: string; start: number; end: number }[] = [];
  const add = (type: string, matches: { offset?: { start: number; length: number } }[]) => {
    for (const match of matches) if (match.offset) entities.push({ type, start: match.offset.start, end: match.offset.start + match.offset.length });
  };
  add('person', doc.people().json({ offset: true }) as CompromiseTerm[]);
  add('organisation', doc.organizations().json({ offset: true }) as CompromiseTerm[]);
  add('percent', doc.percentages().json({ offset: true }) as CompromiseTerm[]);
  add('date', doc.match('(#Value|#Determiner)? #Date+').json({ offset: true }) as CompromiseTerm[]);
  // The layer's own number rules, so the two differ by their libraries, not by our rules:
  // a year is a date, a number before a time unit is a time span, a currency sign makes an amount.
  terms.forEach((term, index) => {
    const next = terms[index + 1];
    if (term.offset && /^\$?\d/.test(term.text) && (term.text.startsWith('$') || (next?.text ?? '').startsWith('$')))
      entities.push({ type: 'quantity', start: term.offset.start, end: term.offset.start + term.offset.length });
    if (term.offset && isYearText(term.text.replace(/[^\ds]/g, '')) && !entities.some((entity) => entity.type === 'date' && entity.start <= term.offset!.start && term.offset!.start < entity.end))
      entities.push({ type: 'date', start: term.offset.start, end: term.offset.start + term.offset.length });
    if (term.offset && next?.offset && term.tags.includes('Value') && englishTimeUnits.has(next.text.toLowerCase().replace(/\W+$/, '')) && !entities.some((entity) => entity.type === 'date' && entity.start <= term.offset!.start && term.offset!.start < entity.end))
      entities.push({ type: 'date', start: term.offset.start, end: next.offset.start + next.offset.length });

    if (!term.offset || !next?.offset || !term.tags.includes('Value') || term.tags.includes('Percent') || term.tags.includes('Date')) return;
    const unit = next.text.toLowerCase();
    if (englishUnits.has(unit) || next.tags.includes('Unit') || (next.tags.includes('Plural') && !englishTimeUnits.has(unit)))
      entities.push({ type: 'quantity', start: term.offset.start, end: next.offset.start + next.offset.length });
  });
  return { sentences, tokens, entities };
};

function report(name: string, result: Score, milliseconds: number): void {
  const entities = entityTotals(result);
  const perType = Object.entries(result.entities)
    .map(([type, tally]) => `${type} ${tally.truePositives}/${tally.labelled} found, ${tally.predicted} predicted`)
    .join('; ');
  console.log(`${name}
  part of speech: ${result.pos.correct}/${result.pos.total} = ${((100 * result.pos.correct) / result.pos.total).toFixed(1)} %
  entities: precision ${(100 * entities.precision).toFixed(1)} %, recall ${(100 * entities.recall).toFixed(1)} % (${perType})
  sentence splits: ${result.sentences.correct}/${result.sentences.total}${result.connectors.total > 0 ? `\n  connector use (time, cause …): ${result.connectors.correct}/${result.connectors.total}` : ''}
  speed: ${milliseconds.toFixed(2)} ms for a 130-word text (mean of 200, after warm-up)`);
}

const sample = labelledSentences.slice(0, 12).map((item) => item.text).join(' ');

function speed(analyser: Analyser): number {
  for (let run = 0; run < 20; run++) analyser(`${sample} ${run}`);
  const started = performance.now();
  for (let run = 0; run < 200; run++) analyser(`${sample} (${run})`);
  return (performance.now() - started) / 200;
}

const subordinators = new Set(['since', 'as', 'while', 'because', 'after', 'before', 'if']);
const subordinatorItems = labelledSentences.map((item) => ({
  text: item.text,
  pos: (item.pos ?? []).filter(([word]) => subordinators.has(word.toLowerCase())),
}));

const verbose = process.argv.includes('--verbose');
for (const [name, analyser] of [['winkNLP + wink-eng-lite-web-model (the layer)', wink], ['compromise', compromise]] as const) {
  const result = score(analyser, labelledSentences);
  report(name, result, speed(analyser));
  const linking = score(analyser, subordinatorItems);
  console.log(`  of which "since", "as", "while", "because", "after", "before", "if": ${linking.pos.correct}/${linking.pos.total}`);
  if (verbose) console.log([...result.pos.misses, ...result.entityMisses, ...result.connectors.misses].map((line) => `    ${line}`).join('\n'));
}
console.log(`(${labelledSentences.length} sentences; ${sample.split(/\s+/).length} words in the timed text)`);
console.log(`\nHeld out (${heldOutSentences.length} sentences written after the choice, run once):`);
for (const [name, analyser] of [['winkNLP + wink-eng-lite-web-model (the layer)', wink], ['compromise', compromise]] as const) {
  const result = score(analyser, heldOutSentences);
  const entities = entityTotals(result);
  console.log(
    `${name}: part of speech ${result.pos.correct}/${result.pos.total}, entities precision ${(100 * entities.precision).toFixed(1)} % recall ${(100 * entities.recall).toFixed(1)} %, splits ${result.sentences.correct}/${result.sentences.total}${result.connectors.total > 0 ? `, connector use ${result.connectors.correct}/${result.connectors.total}` : ''}`,
  );
  if (verbose) console.log([...result.pos.misses, ...result.entityMisses, ...result.connectors.misses].map((line) => `    ${line}`).join('\n'));
}
