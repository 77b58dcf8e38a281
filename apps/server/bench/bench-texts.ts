// The short science text the request-rate benches send: one paragraph repeated to a word count.
export const WHEAT_PARAGRAPH =
  'We study how wheat plants respond to drought. Our lab measures epigenetic methylation in roots during dry summers. ' +
  'This matters because farmers need crops that survive heat. We grow plants in greenhouses, stop watering them, ' +
  'and watch which genes switch on. Then we compare the strong plants with the weak ones and share the seeds with breeders.';

const paragraphWords = WHEAT_PARAGRAPH.split(/\s+/);

/** The paragraph's words, repeated, to exactly `count` words. */
export const wheatWords = (count: number): string =>
  Array.from({ length: count }, (_, index) => paragraphWords[index % paragraphWords.length]).join(' ');
