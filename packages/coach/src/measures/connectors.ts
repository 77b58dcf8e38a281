// Connectors between ideas (cause, contrast, addition, sequence, example). Coherence feedback
// looks at how many sentences are linked to the one before; Half Life uses the cause and
// purpose markers to see whether the text says why the work matters.

import type { Sentence } from './sentences.ts';
import { containsPhrase } from './words.ts';

export type ConnectorKind = 'cause' | 'contrast' | 'addition' | 'sequence' | 'example';

export const connectorsByKind: Readonly<Record<ConnectorKind, readonly string[]>> = {
  cause: [
    'because',
    'therefore',
    'thus',
    'as a result',
    'consequently',
    'which means',
    'so that',
    'since',
    'hence',
  ],
  contrast: [
    'however',
    'but',
    'although',
    'though',
    'yet',
    'whereas',
    'instead',
    'on the other hand',
    'despite',
  ],
  addition: ['also', 'in addition', 'moreover', 'furthermore', 'besides'],
  sequence: ['first', 'second', 'then', 'next', 'finally', 'afterwards'],
  example: ['for example', 'for instance', 'such as', 'imagine'],
};

// Words that say what the work is for or why it matters (Half Life asks "why it is important").
export const purposeMarkers: readonly string[] = [
  'because',
  'so that',
  'in order to',
  'important',
  'matters',
  'help',
  'helps',
  'could',
  'will allow',
  'allows',
  'improve',
  'protect',
  'prevent',
  'save',
  'benefit',
  'why',
  // What the work will let people do or know ("a clue to how black holes form"): a walk found
  // such texts asked why they matter.
  'clue',
  'clues',
  'so we can',
  'so people',
  'will let',
  'lets us',
  'can use',
  'could use',
];

export interface ConnectorMeasure {
  /** Each connector found, with its kind, in the order of the kinds above. */
  found: { kind: ConnectorKind; connector: string }[];
  /** Sentences (after the first) that contain at least one connector. */
  linkedSentences: number;
  /** Sentences after the first: how many could have been linked. */
  linkableSentences: number;
}

function connectorsIn(text: string): { kind: ConnectorKind; connector: string }[] {
  const found: { kind: ConnectorKind; connector: string }[] = [];
  for (const [kind, connectors] of Object.entries(connectorsByKind) as [
    ConnectorKind,
    readonly string[],
  ][]) {
    for (const connector of connectors) {
      if (containsPhrase(text, connector)) found.push({ kind, connector });
    }
  }
  return found;
}

export function measureConnectors(sentences: readonly Sentence[]): ConnectorMeasure {
  const found = connectorsIn(sentences.map((sentence) => sentence.text).join(' '));
  const linkedSentences = sentences
    .slice(1)
    .filter((sentence) => connectorsIn(sentence.text).length > 0).length;
  return { found, linkedSentences, linkableSentences: Math.max(sentences.length - 1, 0) };
}

export function purposeMarkersIn(text: string): string[] {
  return purposeMarkers.filter((marker) => containsPhrase(text, marker));
}

// Hebrew connectors, for Coherence's connector question on a Hebrew text (the list rules above
// are English). A connector may carry the prefix ו ("ולכן"); "כי" is left out, since it is as
// often "that" as "because".
export const hebrewConnectors: readonly string[] = [
  'לכן',
  'על כן',
  'לפיכך',
  'משום כך',
  'כתוצאה מכך',
  'בעקבות זאת',
  'מכיוון ש',
  'משום ש',
  'בגלל',
  'אולם',
  'אך',
  'אבל',
  'עם זאת',
  'לעומת זאת',
  'ואילו',
  'למרות',
  'אף על פי',
  'מאידך',
  'בנוסף',
  'כמו כן',
  'יתרה מזאת',
  'גם',
  'למשל',
  'לדוגמה',
  'כלומר',
  'ראשית',
  'שנית',
  'לבסוף',
  'לאחר מכן',
  'אחר כך',
  'בסופו של דבר',
];

/** The Hebrew connectors in a text, each once, as listed. */
export function hebrewConnectorsIn(text: string): string[] {
  return hebrewConnectors.filter((connector) => {
    const escaped = connector.replace(/\s+/g, '\\s+');
    // "מכיוון ש" and "משום ש" are written joined to the next word ("מכיוון שהמים").
    const end = connector.endsWith(' ש') ? '' : '(?![\\p{L}])';
    return new RegExp(`(?<![\\p{L}])ו?${escaped}${end}`, 'u').test(text);
  });
}
