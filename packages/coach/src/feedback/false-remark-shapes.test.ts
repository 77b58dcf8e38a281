// Shapes of remarks an instructor labelled false on fresh walks, written anew, each with the case
// that must still get the remark beside it: sentence ends, words adults know, the credibility
// sentence offered and the statement's words.
import { describe, expect, it } from 'vitest';
describe('the credibility sentence the coach suggests', () => {
  it('is the writer\'s first sentence whole, not cut mid-phrase', async () => {
    const { ethosFindings } = await import('../areas/ethos/statement-missing.ts');
    const credibility =
      'I am a health economist at the Hebrew University and I built the cost model that the Ministry of Health used for its HPV vaccination programme. I also advise two health funds.';
    const missing = ethosFindings('Screening saves lives and money for everyone.', { credibility }).find((item) => item.kind === 'ethos.statementMissing');
    expect(missing?.message.params?.statement).toBe(
      'I am a health economist at the Hebrew University and I built the cost model that the Ministry of Health used for its HPV vaccination programme',
    );
  });
});

describe('the words of the writer\'s statement a remark names', () => {
  it('names no pronoun, preposition or number of a Hebrew statement', async () => {
    const { measureEthos } = await import('../areas/ethos/ethos.ts');
    const named = measureEthos('הנתיב קיצר את הנסיעה.', 'אני חוקרת תחבורה עם ניסיון של שש שנים').statementWordsToName;
    expect(named).toEqual(expect.arrayContaining(['חוקרת', 'תחבורה', 'ניסיון', 'שנים']));
    expect(named).not.toEqual(expect.arrayContaining(['אני']));
    expect(named).not.toContain('עם');
    expect(named).not.toContain('שש');
  });
});
