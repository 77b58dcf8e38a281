// Issue 42 items 2-3, from the walks: a remark that said nothing about this text (a stock line)
// now points at a sentence of it or is not shown, and checks the text passed are one summary
// line, not remarks of their own.
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../findings/render.ts';
import { hebrewFamily, wordsToAsk } from './jargon-remarks.ts';
import type { AudienceLevel } from '../../coaches/audience.ts';
import type { JargonAnalysis } from '../../coaches/coach.ts';
import { createFakeJargonAnalyzer } from '../../testing/fake-jargon-analyzer.ts';

/**
 * The words the rare-word question would ask about, rarest first (jargon-remarks.ts wordsToAsk, the
 * rules of the rebuilt question's pool), as written and joined. Forms the news never uses count 0
 * here, as in the real counts.
 */
function wordsAsked(text: string, words: Parameters<typeof createFakeJargonAnalyzer>[0], level: AudienceLevel = 'elementary'): string {
  const analysis = createFakeJargonAnalyzer({ unlistedCount: 0, ...words }).analyze(text) as JargonAnalysis;
  return wordsToAsk(text, analysis, level).map((written) => written.word).join(', ');
}

describe('Critical Thinking: the research question offered', () => {
  it('offers a research question as a start, not as one that names what was measured', () => {
    // A walk: "names what you measured" above "Do tablets in primary schools help students?", which names nothing measured.
    expect(renderMessage({ key: 'questions.ct.improvedQuestion', params: { question: 'Do tablets help students?' } })).toBe(
      'Could you state your research question as one direct question, and name in it what you measured? A start, in your words: “Do tablets help students?”',
    );
  });
});

describe('Hebrew verb forms known through their root', () => {
  it('gives the root\'s everyday forms for a hif\'il or pu\'al form, and none for other words', () => {
    // A walk: "הברזל מחליד" asked of high-school readers, who know "חלודה".
    expect(hebrewFamily('מחליד')).toEqual(expect.arrayContaining(['חלודה', 'החליד', 'להחליד']));
    expect(hebrewFamily('להחליד')).toContain('חלודה');
    expect(hebrewFamily('פוזר')).toContain('לפזר');
    expect(hebrewFamily('סייסמומטרים')).toEqual([]);
    expect(hebrewFamily('מגניטודה')).toEqual([]);
  });

  it('leaves a verb form out of the rare-word question when its root is everyday in another form', () => {
    // The root's everyday form is listed.
    const question = wordsAsked('הברזל בגשר מחליד מהר. המערכת מודדת מגניטודה של רעידה.', { rare: { מחליד: 2, מגניטודה: 1 }, frequencies: { חלודה: 500 } }, 'highSchool');
    expect(question).toContain('מגניטודה');
    expect(question).not.toContain('מחליד');
  });
});

describe('rare-word question: words readers know another way', () => {
  const ask = async (text: string, words: Parameters<typeof createFakeJargonAnalyzer>[0]) => wordsAsked(text, words);

  it('leaves out a rare form whose family the news uses often ("melts": melt 157 + melting 304)', async () => {
    // A walk: "melts" and "octopuses" asked of readers who know them.
    const question = await ask('The glass melts inside the engine. Opsin detects light.', {
      rare: { melts: 39, opsin: 3 },
      frequencies: { melt: 157, melted: 80, melting: 304 },
    });
    expect(question).toContain('opsin');
    expect(question).not.toContain('melts');
  });

  it('finds the base of a plural the lemma cuts short ("Octopuses" at a sentence start: octopus 294 + 32)', async () => {
    const question = await ask('Octopuses change colour fast. Opsin detects light.', {
      rare: { octopuses: 32, opsin: 3 },
      frequencies: { octopus: 294 },
    });
    expect(question).toContain('opsin');
    expect(question.toLowerCase()).not.toContain('octopuses');
  });

  it('still asks a rare form whose whole family is rare', async () => {
    const question = await ask('The enzyme methylates the gene.', {
      rare: { methylates: 2 },
      frequencies: { methylate: 4, methylated: 9, methylating: 1 },
    });
    expect(question).toContain('methylates');
  });

  it('leaves out a form whose family together is three times the rare bar ("multiplying": 73 + 66 + 7 + 36)', async () => {
    const question = await ask('They keep multiplying. Opsin detects light.', {
      rare: { multiplying: 36, opsin: 3 },
      frequencies: { multiply: 73, multiplied: 66, multiplies: 7 },
    });
    expect(question).toContain('opsin');
    expect(question).not.toContain('multiplying');
  });

  it('names a plural and its singular once ("perovskite" and "perovskites")', async () => {
    const question = await ask('Perovskite cells are cheap. Perovskites break down. Opsin detects light.', {
      rare: { perovskite: 1, perovskites: 0, opsin: 3 },
    });
    expect(question).toContain('perovskite');
    expect(question).not.toContain('perovskites');
    expect(question).toContain('opsin');
  });

  it('leaves out a Hebrew place named after its kind ("נחל צין", "בנחל צין")', async () => {
    const question = await ask('אני מודדת מים באגן של נחל צין. המחקר משתמש בספקטרומטר.', { rare: { צין: 0, בספקטרומטר: 2 } });
    expect(question).toContain('בספקטרומטר');
    expect(question).not.toContain('צין');
    expect(await ask('מטיילים בנחל צין בחורף.', { rare: { צין: 0 } })).toBe('');
  });

  it("leaves out the writer's own comparison and a word a comparison pictures ('like a raincoat', 'steamy box, like a bathroom')", async () => {
    const words = { rare: { raincoat: 10, steamy: 15, opsin: 3 } };
    const question = await ask('I test thin coats, like a raincoat for the cell. Opsin detects light.', words);
    expect(question).toContain('opsin');
    expect(question).not.toContain('raincoat');
    expect(await ask('I put the cells in a hot, steamy box, like a bathroom after a shower.', words)).toBe('');
    // Without a comparison the word is still asked (counted under the school readers' bar here, and
    // not a fourth grader's word as "steamy" is), and "as a" names a role, not a comparison.
    expect(await ask('I put the cells in a humid box.', { rare: { humid: 9 } })).toContain('humid');
    expect(await ask('I put the cells in a steamy box.', { rare: { steamy: 9 } })).toBe('');
    expect(await ask('The metal works as an opsin here.', words)).toContain('opsin');
  });

  it('asks school readers only words the news counts under 15 times; adults the whole rare band', async () => {
    // The w3 walk: "honeybees" (25) and "almonds" (18) asked of 12-year-olds, who know them.
    const words = { rare: { honeybees: 25, almonds: 18, neonicotinoid: 14, neural: 24 } };
    const question = await ask('Honeybees visit almonds. A neonicotinoid confuses them.', words);
    expect(question).toContain('neonicotinoid');
    expect(question.toLowerCase()).not.toContain('honeybees');
    expect(question).not.toContain('almonds');
    expect(wordsAsked('We trained a neural network.', words, 'adults')).toContain('neural');
  });

  it("leaves out a word a fourth grader knows, however rare in the news ('raisins' of the w5 walk)", async () => {
    const question = await ask('Dark rocks sit on the ice like raisins on rice. Opsin detects light.', { rare: { raisins: 3, opsin: 3 } });
    expect(question).toContain('opsin');
    expect(question).not.toContain('raisins');
  });

  it('leaves out a Hebrew word whose family the list counts in its mid band ("בהתפלה": התפלה 158; "מינרל": מינרלים 314)', async () => {
    const words = { rare: { בהתפלה: 0, מינרל: 0, סייסמומטרים: 0 }, frequencies: { התפלה: 158, מינרלים: 314 } };
    const question = await ask('בהתפלה יוצא מגנזיום, שהוא מינרל חשוב. סייסמומטרים מודדים רעידות.', words);
    expect(question).toContain('סייסמומטרים');
    expect(question).not.toContain('בהתפלה');
    expect(question).not.toContain('מינרל');
  });

  it('leaves out a kind of place before its name ("בקיבוץ קטורה" of the w5 walk)', async () => {
    const question = await ask('העצים גדלים בקיבוץ קטורה. סייסמומטרים מודדים רעידות.', { rare: { בקיבוץ: 0, קטורה: 0, סייסמומטרים: 0 } });
    expect(question).toContain('סייסמומטרים');
    expect(question).not.toContain('בקיבוץ');
  });

  it('leaves out a term explained by "X, ה… של …" and a word of a bracketed gloss (the w5 walk\'s tadpoles and newt)', async () => {
    const text = 'בבריכות חיים ראשנים, הגורים של הקרפדות. טריטונים (סוג של סלמנדרה קטנה) מטילים בהן ביצים. סייסמומטרים מודדים רעידות.';
    const question = await ask(text, { rare: { ראשנים: 0, סלמנדרה: 0, טריטונים: 0, סייסמומטרים: 0 } });
    expect(question).toContain('סייסמומטרים');
    for (const word of ['ראשנים', 'סלמנדרה', 'טריטונים']) expect(question).not.toContain(word);
    // The same comparison without brackets: "דו-חי קטן שדומה לסלמנדרה".
    expect(await ask('הטריטון הוא דו-חי קטן שדומה לסלמנדרה. סייסמומטרים מודדים.', { rare: { לסלמנדרה: 0, סייסמומטרים: 0 } })).not.toContain('סלמנדרה');
  });

  it('leaves out a word in Latin letters in a Hebrew text, which the Hebrew list cannot judge ("ה-DNA", "FTIR")', async () => {
    const question = await ask('בדקנו את ה-DNA שלהם בשיטת FTIR. סייסמומטרים מודדים רעידות.', { rare: { 'ה-dna': 0, dna: 0, ftir: 0, סייסמומטרים: 0 } });
    expect(question).toContain('סייסמומטרים');
    expect(question).not.toContain('DNA');
    expect(question).not.toContain('FTIR');
  });

  it('leaves out a noun behind a possessive ending ("שגילן": גיל) and a word of a Hebrew measure of comparison ("פי חמישה עשר מגובה מגדל עזריאלי")', async () => {
    const text = 'מוציאים ליבות קרח שגילן 800 אלף שנה, מעומק פי חמישה עשר מגובה מגדל עזריאלי. איזוטופים מספרים על החום.';
    const question = await ask(text, { rare: { שגילן: 0, עזריאלי: 0, איזוטופים: 0 }, frequencies: { גיל: 6824 } });
    expect(question).toContain('איזוטופים');
    expect(question).not.toContain('שגילן');
    expect(question).not.toContain('עזריאלי');
    // "על פי" is "according to", no comparison.
    expect(await ask('על פי איזוטופים בקרח ידענו את החום.', { rare: { איזוטופים: 0 } })).toContain('איזוטופים');
  });

  it("leaves out a transliterated Hebrew name (ג'יימס of 'טלסקופ החלל ג'יימס ווב')", async () => {
    const question = await ask("מדדנו עם טלסקופ החלל ג'יימס ווב. סייסמומטרים מודדים רעידות.", { rare: { "ג'יימס": 0, סייסמומטרים: 0 } });
    expect(question).toContain('סייסמומטרים');
    expect(question).not.toContain("ג'יימס");
  });

  it('takes a term the text explains (כלומר) as explained in its later forms with other prefix letters', async () => {
    const text = 'אני חוקרת מים מהתפלה, כלומר מי ים שהוציאו מהם את המלח. בהתפלה יוצא גם מגנזיום. סייסמומטרים מודדים.';
    const at = text.indexOf('מהתפלה');
    const question = await ask(text, {
      rare: { מהתפלה: 0, בהתפלה: 0, סייסמומטרים: 0 },
      explainedTerms: [{ term: 'מהתפלה', forms: ['מהתפלה'], at }],
    });
    expect(question).toContain('סייסמומטרים');
    expect(question).not.toContain('התפלה');
  });

  it('leaves out a name a Hebrew sentence gives with בשם ("חיידק קטן בשם קסילה")', async () => {
    const question = await ask('חיידק קטן בשם קסילה פוגע בעצים. המחקר משתמש בספקטרומטר.', { rare: { קסילה: 1, בספקטרומטר: 2 } });
    expect(question).toContain('בספקטרומטר');
    expect(question).not.toContain('קסילה');
  });
});

describe('after the w4 set: rules set on every labelled remark of their kind', () => {
  const ask = async (text: string, words: Parameters<typeof createFakeJargonAnalyzer>[0]) => wordsAsked(text, words);

  it('leaves out a word the text explains at a later use ("Stalagmites are stone columns that grow …")', async () => {
    const text = 'I study stalagmites in a cave. Stalagmites are stone columns that grow up from the floor. Opsin detects light.';
    const question = await ask(text, { rare: { stalagmites: 2, opsin: 3 } });
    expect(question).toContain('opsin');
    expect(question).not.toContain('stalagmites');
    // Explained in its plural: "perovskite" … "Perovskites are crystals that …".
    const plural = await ask('My research is about perovskite cells. Perovskites are crystals that absorb sunlight. Opsin detects light.', {
      rare: { perovskite: 1, opsin: 3 },
    });
    expect(plural).toContain('opsin');
    expect(plural).not.toContain('perovskite');
  });

  it('leaves out a Hebrew plural whose singular the list counts in its mid band ("מתחדשים": מתחדש 1121)', async () => {
    const question = await ask('התאים לא מתחדשים. סייסמומטרים מודדים רעידות.', { rare: { מתחדשים: 0, סייסמומטרים: 0 }, frequencies: { מתחדש: 1121 } });
    expect(question).toContain('סייסמומטרים');
    expect(question).not.toContain('מתחדשים');
  });
});
