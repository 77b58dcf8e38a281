// Shapes of remarks an instructor labelled false on fresh walks, written anew, each with the case
// that must still get the remark beside it: a name or a term the text explains is not asked.
import { describe, expect, it } from 'vitest';
import type { AudienceLevel } from '../../coaches/audience.ts';
import type { JargonAnalysis } from '../../coaches/coach.ts';
import { wordsToAsk } from './jargon-remarks.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';

/** The words the rare-word question would ask about (jargon-remarks.ts wordsToAsk), joined; unlisted words count 0. */
function wordsAsked(text: string, rare: Record<string, number>, level: AudienceLevel): string {
  const analysis = createFakeJargonAnalyzer({ unlistedCount: 0, rare }).analyze(text) as JargonAnalysis;
  return wordsToAsk(text, analysis, level).map((written) => written.word).join(', ');
}

describe('Half Life: a Hebrew name after the kind of place it names is not asked', () => {
  it('leaves "סואץ" of "תעלת סואץ" out, and still asks a term beside it', () => {
    // The words the rare-word question's rules choose (jargon-remarks.ts wordsToAsk).
    const analysis = createFakeJargonAnalyzer({ unlistedCount: 0, rare: { סואץ: 0, סייסמומטרים: 0 } }).analyze('המדוזות הגיעו דרך תעלת סואץ. סייסמומטרים מודדים רעידות.') as JargonAnalysis;
    const asked = wordsToAsk('המדוזות הגיעו דרך תעלת סואץ. סייסמומטרים מודדים רעידות.', analysis, 'juniorHigh').map((written) => written.word);
    expect(asked).toContain('סייסמומטרים');
    expect(asked).not.toContain('סואץ');
  });
});

describe('a term glossed after a colon', () => {
  it('is not asked about, and a term before a bare colon still is', async () => {
    const asked = async (text: string) => wordsAsked(text, { echolocation: 0, sonar: 0 }, 'highSchool');
    expect(await asked('Dolphins hunt by echolocation: they click and listen to the echoes. Ships copy them with sonar.')).not.toContain('echolocation');
    expect(await asked('Dolphins hunt by echolocation: they click and listen to the echoes. Ships copy them with sonar.')).toContain('sonar');
    expect(await asked('They use one trick: echolocation. Ships copy them.')).toContain('echolocation');
  });
});

describe('a term explained by its kind, its everyday name or the next sentence', () => {
  const asked = async (text: string, audience: 'elementary' | 'adults' = 'elementary') =>
    wordsAsked(text, { tardigrades: 0, vultures: 0, lichens: 0 }, audience);
  it('is not asked after "such as", ", which people call", or "X. They are tiny animals …", and still is elsewhere', async () => {
    expect(await asked('Turbines kill large birds of prey such as eagles and vultures. Lichens grow on them.', 'adults')).not.toContain('vultures');
    expect(await asked('I study tardigrades, which people call water bears. Lichens grow on rocks.')).not.toContain('tardigrades');
    expect(await asked('I study tardigrades. They are tiny animals that live in moss. Lichens grow on rocks.')).not.toContain('tardigrades');
    expect(await asked('The victims are often eagles and vultures, large birds that glide slowly. Lichens grow on them.', 'adults')).not.toContain('vultures');
    expect(await asked('I study tardigrades. Lichens grow on rocks.')).toContain('tardigrades');
  });
});

