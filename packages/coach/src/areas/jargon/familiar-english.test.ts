import { describe, expect, it } from 'vitest';
import { familiarToChildren } from './familiar-english.ts';

describe("a fourth grader's words (New Dale–Chall)", () => {
  it('knows the everyday words walks found asked as jargon, in their plain forms', () => {
    for (const word of ['raisins', 'squeezes', 'melts', 'multiplying', 'steamy', 'stopped']) expect(familiarToChildren(word), word).toBe(true);
  });

  it('knows a compound of two listed words, and a British spelling of a listed one', () => {
    for (const word of ['raincoat', 'honeybees', 'sunflower', 'colourblind', 'rain-coat']) expect(familiarToChildren(word), word).toBe(true);
  });

  it('does not know the terms of science texts for young readers', () => {
    const terms = ['algorithm', 'velocity', 'larvae', 'pesticides', 'pollinate', 'ransomware', 'chromatophores', 'perovskites', 'electrolyte', 'stalagmites', 'humidity'];
    for (const word of terms) expect(familiarToChildren(word), word).toBe(false);
  });

  it('takes no short second part for a compound ("car" + "pal"), and reads letters only', () => {
    expect(familiarToChildren('carpal')).toBe(false);
    expect(familiarToChildren('CO2')).toBe(false);
  });

  it('takes the lemma a tagger gave when the form itself is not plain', () => {
    expect(familiarToChildren('wolves')).toBe(false);
    expect(familiarToChildren('wolves', 'wolf')).toBe(true);
  });
});
