// The texts and requests of the coach's benchmark: 500 words of a walk's Half Life answers
// (2026-11-27: glaciology for 12-year-olds, battery chemistry, Hebrew neuroimaging), repeated to
// length, with their terms, misspellings and names.
import type { FeedbackRequest } from '../src/engine/coach.ts';
import type { ShownKinds } from '../src/kinds/shown.ts';

const english = [
  "I study glacier surges, a kind of ice-flow instability in which a glacier's velocity increases by one or two orders of magnitude for months to years before it returns to quiescence.",
  'Surge-type glaciers are only about one percent of all glaciers, but they cluster in places like Svalbard, Alaska and the Karakoram.',
  'In my research I use InSAR-derived velocity fields and borehole measurements of basal water pressure to test whether surges are triggered by a switch in the subglacial drainage system.',
  'my research is on lithium sulfer batterys, they can store alot more energy then the lithium ion batterys in phones and cars.',
  'the LiPS disolve into the electrolyte and shuttle to the anode where they react and the SEI keeps breaking and reforming so the battery looses capacity.',
  'This matters because surging glaciers can dam rivers, cause outburst floods, override roads and confuse the mass-balance records we use to link glacier change to climate.',
].join(' ');
const hebrew = [
  'אני דוקטורנט במעבדה לנוירו-הדמיה קוגניטיבית, ואני חוקר את הקורלטים הנוירונליים של דיסלקציה התפתחותית.',
  'בעזרת fMRI ו-DTI אנחנו סורקים ילדים בגילאי 8–12 בזמן משימת קריאה, ובודקים את הקונקטיביות הפונקציונלית בין אזורים במוח.',
  'אם הממצאים יתמכו בהיפותזה, זה יכול להוביל לאבחון מוקדם ולהתאמה אישית של תוכניות עזרה לילדים עם לקות למידה.',
].join(' ');

/** The text repeated to `words` words, whole sentences kept. */
export function textOf(source: string, words = 500): string {
  const sentences = source.split(/(?<=[.!?])\s+/u);
  const out: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index++) {
    const sentence = sentences[index % sentences.length]!;
    out.push(sentence);
    count += sentence.split(/\s+/u).length;
  }
  return out.join(' ');
}

export function benchRequest(language: 'en' | 'he'): FeedbackRequest {
  return {
    exercise: 'halfLife',
    stage: 3,
    task: 'Tell what you study and why it is important.',
    text: textOf(language === 'en' ? english : hebrew),
    audience: 'elementary',
    words: { target: 500, min: 400, max: 600 },
    focus: ['jargon', 'wordCount', 'sentenceLength'],
    language,
  };
}

/** Every kind but the two that read the word lists: the baseline. */
export const withoutWordLists: ShownKinds = (kind) => kind !== 'jargon.wordsForReaders' && kind !== 'spelling.misspelt';
