import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../kinds/render.ts';
import { findingCatalogues } from '../../kinds/catalogues.ts';

// A one-letter Hebrew prefix (ל, ב, מ, ה, ו, כ, ש) glued to a phrase placeholder makes wrong Hebrew
// when the phrase starts with the article or a ו: "ל" + "הציבור הרחב" gave "להציבור", and
// "ל" + "ועדות" gave "לועדות" (the walks' Persuasion feedback). Readers are said with "עבור".
const phrasePlaceholders = ['readers', 'label', 'value', 'statement', 'sentence'];

describe('Hebrew findings messages', () => {
  it('glue no prefix letter to a placeholder that holds a phrase', () => {
    const glued = findingCatalogues.flatMap((catalogue) =>
      Object.entries(catalogue.he).filter(([, text]) => phrasePlaceholders.some((name) => new RegExp(`[\\u05D0-\\u05EA]\\{\\{-?\\s*${name}\\}\\}`, 'u').test(text))),
    );
    expect(glued.map(([key]) => key)).toEqual([]);
  });

  it('say the general public as a Hebrew reader reads it', () => {
    const line = renderMessage({ key: 'sentence.nearComfortable', params: { words: 24, count: 24, readers: 'הציבור הרחב', label: 'כ־20 מילים' } }, 'he');
    expect(line).toContain('שנוח עבור הציבור הרחב');
    expect(line).not.toContain('להציבור');
    expect(renderMessage({ key: 'sentence.fits', params: { words: 14, count: 14, readers: 'ועדות ממשלתיות', label: 'כ־20 מילים' } }, 'he')).not.toContain('לועדות');
  });
});
