// Realistic student texts for the Coherence and Critical Thinking tests: two paragraphs of
// 150–500 words, with repeated key terms, a few adverbs, pronouns and connectors.

import { countWords } from '../src/engine/word-count.ts';

export const coherenceText = [
  'Coral reefs cover less than one percent of the ocean floor, yet they shelter about a quarter of all marine species. ' +
    'In our project we measured how quickly reef corals recover after a marine heatwave. ' +
    'We surveyed 40 reefs along the coast of Eilat every month for two years. ' +
    'Corals that lost their algae during the heatwave turned white, and many of them died within weeks. ' +
    'However, some corals recovered their colour and grew again. ' +
    'These corals came mostly from deeper reefs, where the water stayed cooler during the heatwave. ' +
    'They also grew near seagrass meadows and mangroves, which shade the water.',
  'We then compared the surviving corals with those that died. ' +
    'The survivors carried different algae, which tolerate heat very well. ' +
    'This shows that the partners of a coral matter as much as the coral itself. ' +
    'Therefore, protecting deeper reefs could help shallow reefs recover, because larvae from deep corals can settle on damaged shallow reefs. ' +
    'Our results suggest that managers should map deep reefs and protect them before the next heatwave arrives. ' +
    'Finally, we shared our maps with the local park authority, which now monitors water temperature carefully every summer. ' +
    'We hope that other reef parks will use the same approach.',
].join('\n');

export const criticalThinkingSummary = [
  'Our study aims to find out whether reef corals from deeper water can help shallow reefs recover after marine heatwaves. ' +
    'Heatwaves are becoming more frequent, and each one kills a large share of shallow corals. ' +
    'We asked whether deep corals survive heatwaves better, and whether their larvae can settle on damaged shallow reefs. ' +
    'We surveyed 40 reefs near Eilat every month for two years and measured coral cover, water temperature and the algae living inside the corals.',
  'We found that corals deeper than 30 metres lost 12% of their cover during the 2023 heatwave, while shallow corals lost 55%. ' +
    'Deep corals carried heat-tolerant algae, and their larvae settled on shallow reefs within one season. ' +
    'These results suggest that deep reefs may act as a refuge for shallow reefs. ' +
    'This is important for reef managers, because protecting deep reefs is cheaper than restoring shallow ones. ' +
    'Future research should test whether the same holds for reefs in other seas.',
].join('\n');

/** A longer variant (the same text with one more sentence), for revisions. */
export function revised(text: string, sentence = 'We thank the divers who helped us.'): string {
  return `${text} ${sentence}`;
}

if (countWords(coherenceText) < 150 || countWords(criticalThinkingSummary) < 150) {
  throw new Error('The sample texts must have at least 150 words.');
}
