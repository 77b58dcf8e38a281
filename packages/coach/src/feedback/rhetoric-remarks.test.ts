import { describe, expect, it } from 'vitest';
import { renderMessage } from '../findings/render.ts';
import { ethosFindings, logosFindings, pathosFindings } from './rhetoric-feedback.ts';

const kinds = (findings: { kind: string }[]) => findings.map((item) => item.kind);

describe('logos remarks that hold on whole texts', () => {
  // From a walk: figures before and after a change, then a claim of certainty about the cause.
  const coincidence =
    'Since 2015 the number of community gardens in our city has tripled. Burglaries fell 30 percent in the same years. ' +
    'This clearly shows that gardens prevent crime. Therefore, building more gardens will eliminate most property crime.';

  it('asks whether figures beside a claim of certainty show it, instead of praising them as support', () => {
    const findings = logosFindings(coincidence);
    expect(kinds(findings)).toContain('logos.evidenceCheck');
    expect(kinds(findings)).not.toContain('logos.evidence');
    const check = findings.find((item) => item.kind === 'logos.evidenceCheck')!;
    expect(renderMessage(check.message)).toContain('or only that two things changed at the same time?');
    expect(coincidence.slice(check.span!.start, check.span!.end)).toBe('This clearly shows that gardens prevent crime.');
  });

  it('does not praise a cause link that opens an unsupported claim', () => {
    const findings = logosFindings(coincidence);
    expect(kinds(findings)).toContain('logos.unsupportedClaim');
    expect(kinds(findings)).not.toContain('logos.causeLink');
  });

  it('reads "accordingly" after its verb as manner, not as a cause link', () => {
    const text = 'The council reads the survey of 300 homes and allocates resources accordingly. We measured 40 gardens.';
    expect(kinds(logosFindings(text))).not.toContain('logos.causeLink');
  });

  it('still praises a cause link in a text that claims no certainty, and praises no evidence (withheld, docs/exercises.md)', () => {
    const text = 'We measured nitrate in 40 wells. Because the levels were high in 35% of them, the water needs treatment.';
    expect(kinds(logosFindings(text))).toContain('logos.causeLink');
    expect(kinds(logosFindings(text))).not.toContain('logos.evidence');
    expect(kinds(logosFindings(text))).not.toContain('logos.noEvidence');
  });
});

describe('the shared value in a Hebrew summary', () => {
  it('finds the value behind prefixes and inflections (המים for במים, חוסכת close to חיסכון)', () => {
    const text = 'החיישן מוצא נזילות מוקדם. כך העירייה חוסכת כסף, ואובדן המים בעיר קטן בחצי.';
    const findings = pathosFindings(text, { sharedValue: 'חיסכון במים ובכסף', studentSays: 'Yes' }, 'he');
    expect(kinds(findings)).not.toContain('pathos.valueMissing');
    expect(kinds(findings)).toContain('pathos.valueNamed');
  });
});

describe('ethos and pathos remarks asked only where the text leaves room', () => {
  it('does not ask how the writer works when the text reports what was counted or measured', () => {
    const text = 'אני משווה בין 30 שדות עם תיבות קינון ו־30 שדות בלי תיבות, וסופרת את הנברנים בכל שדה.';
    expect(kinds(ethosFindings(text, {}, 'he'))).not.toContain('ethos.noMethod');
    expect(kinds(ethosFindings('Our tool helps farmers decide.', {}))).toContain('ethos.noMethod');
  });

  it('counts a word of the value once, whatever its forms, before calling the value named', () => {
    const text = 'דגמנו את הדגים בשני אתרים. מהדגים שנבדקו, רבים היו קטנים. דגים אלה נמכרים בשוק.';
    const findings = pathosFindings(text, { sharedValue: 'ים נקי ודגים בריאים' }, 'he');
    expect(kinds(findings)).toContain('pathos.valueClose');
    expect(kinds(findings)).not.toContain('pathos.valueNamed');
  });
});
