import { describe, expect, it } from 'vitest';
import type { AudienceLevel } from './audience.ts';
import { createBuiltinCoach, rarestFirst, scoreMessage } from './builtin-coach.ts';
import type { FeedbackRequest } from './coach.ts';
import { createFakeJargonAnalyzer } from '../testing/fake-jargon-analyzer.ts';

const analyzer = createFakeJargonAnalyzer({
  rare: { epigenetics: 14, methylation: 3, chromatin: 30 },
  mid: ['gene'],
  alternatives: { epigenetics: ['heredity', 'inheritance'], chromatin: ['<b>dna</b>'] },
});
const coach = createBuiltinCoach(analyzer);

function request(
  text: string,
  audience: AudienceLevel | null,
  overrides: Partial<FeedbackRequest> = {},
): FeedbackRequest {
  return {
    exercise: 'halfLife',
    stage: 3,
    task: 'Tell what you study and why it is important.',
    text,
    audience,
    words: { target: 30, min: 20, max: 40 },
    focus: ['jargon', 'wordCount', 'sentenceLength', 'importance'],
    ...overrides,
  };
}

/** A sentence of exactly n words. */
function sentence(n: number): string {
  return `${Array.from({ length: n - 1 }, () => 'plants').join(' ')} grow.`;
}

describe('the built-in coach for Half Life', () => {
  it('asks whether the readers know the rare words, with at most two simpler ones each, escaped, quoting where to start', async () => {
    const feedback = await coach.feedback(
      request('We study epigenetics and chromatin because health matters.', 'adults'),
    );
    expect(feedback.messages[0]).toBe(
      'For your next version, writing for adult readers with mixed backgrounds:<br />' +
        'Will adult readers with mixed backgrounds know <span class="rare-word">epigenetics</span> (simpler: heredity, inheritance), ' +
        '<span class="rare-word">chromatin</span> (simpler: &lt;b&gt;dna&lt;&#x2F;b&gt;)? If not, replace or explain each in a few plain words, ' +
        'the rarest first, starting here: “We study epigenetics and chromatin because health matters.”',
    );
    const remark = feedback.findings.find((item) => item.kind === 'jargon.rareWords');
    expect(remark?.span).toEqual({ start: 9, end: 20 });
  });

  it('names the words as written, in one remark: no separate lines for words without a simpler one', async () => {
    const feedback = await coach.feedback(
      request('Methylation helps because cells matter. Epigenetics and CHROMATIN too.', 'adults'),
    );
    expect(feedback.messages[0]).toContain(
      'know <span class="rare-word">methylation</span>, <span class="rare-word">epigenetics</span> (simpler: heredity, inheritance), <span class="rare-word">CHROMATIN</span> (simpler:',
    );
    const kinds = feedback.findings.map((item) => item.kind);
    expect(kinds.filter((kind) => kind.startsWith('jargon.'))).toEqual(['jargon.rareWords']);
  });

  it('asks about at most three words, the rarest first', async () => {
    const text = 'Chromatin and epigenetics and methylation and histones help because cells matter.';
    const rareAnalyzer = createFakeJargonAnalyzer({ rare: { epigenetics: 14, methylation: 3, chromatin: 30, histones: 31 } });
    const analysis = await rareAnalyzer.analyze(text);
    expect(rarestFirst(analysis)).toEqual(['methylation', 'epigenetics', 'chromatin', 'histones']);
    const feedback = await createBuiltinCoach(rareAnalyzer).feedback(request(text, 'adults'));
    const remark = feedback.messages[0] ?? '';
    expect(remark).toContain(
      'know <span class="rare-word">methylation</span>, <span class="rare-word">epigenetics</span>, <span class="rare-word">chromatin</span>?',
    );
    expect(remark).not.toContain('<span class="rare-word">histones');
    expect(feedback.measures?.rareWordCount).toBe(4);
  });

  it('leaves out names, places and plain inflections of common words', async () => {
    const named = createFakeJargonAnalyzer({
      rare: { okavango: 2, multiplying: 30, replanted: 20, telemetry: 10 },
      frequencies: { multiply: 2000, replant: 25, plant: 5000 },
    });
    const feedback = await createBuiltinCoach(named).feedback(
      request('In the Okavango the reeds are multiplying. We replanted them and read the telemetry because it helps.', 'adults'),
    );
    const remark = feedback.messages[0] ?? '';
    expect(remark).toContain('know <span class="rare-word">telemetry</span>?');
    expect(remark.match(/rare-word">[^<]+/gu)).toEqual(['rare-word">telemetry']);
  });

  it('offers no simpler word for a word inside a longer term or an "X of Y" phrase', async () => {
    const terms = createFakeJargonAnalyzer({
      rare: { neural: 5, abundance: 8, inhibits: 9 },
      alternatives: { neural: ['nerve'], abundance: ['plenty'], inhibits: ['blocks'] },
      // The family of "inhibits" is rare too (unlisted words are common in this fake).
      frequencies: { inhibit: 9, inhibited: 6, inhibiting: 2 },
    });
    const feedback = await createBuiltinCoach(terms).feedback(
      request('A neural network counted the abundance of seabirds. The drug inhibits the pain because it helps.', 'adults'),
    );
    const remark = feedback.messages[0] ?? '';
    expect(remark).toContain('<span class="rare-word">inhibits</span> (simpler: blocks)');
    expect(remark).not.toContain('nerve');
    expect(remark).not.toContain('plenty');
  });

  it('does not promise a next version after the last one', async () => {
    const feedback = await coach.feedback(
      request('Methylation helps because cells matter.', 'adults', { finalVersion: true, stage: 6 }),
    );
    const all = feedback.messages.join('<br />');
    expect(all).not.toMatch(/next version|next time|next round/);
    expect(all).toContain('For the texts you write next, for adult readers with mixed backgrounds:');
    expect(all).toContain('If not, replace it or explain it in the texts you write next.');
    const earlier = await coach.feedback(request('Methylation helps because cells matter.', 'adults'));
    expect(earlier.messages.join('<br />')).toContain('For your next version, writing for adult readers with mixed backgrounds:');
  });

  it('says in the summary line that no rare word needs asking about', async () => {
    const feedback = await coach.feedback(request('We grow plants because food matters.', 'adults'));
    expect(feedback.messages).toHaveLength(1);
    expect(feedback.messages[0]).toContain('No rare word to ask about for these readers.');
    expect(feedback.findings.map((item) => item.kind)).toEqual(['summary.figures']);
  });

  it('gives the score and the word count in one summary line, after the remarks', async () => {
    expect(scoreMessage(91)).toBe('Your suitability for a general audience score was 91.<br />Nicely done!');
    expect(scoreMessage(90)).toBe('Your suitability for a general audience score was 90.<br />Try to get it higher in the next round.');
    const feedback = await coach.feedback(request('We study epigenetics because it helps.', 'adults'));
    // "Aim above 90" only beside the question that names the word lowering the score (half-life-feedback.test.ts).
    const named = feedback.findings.some((item) => item.kind === 'jargon.rareWords');
    expect(feedback.messages.at(-1)).toMatch(
      named
        ? /^Your suitability for a general audience score was 83 \(aim above 90\); you used 6 words \(target 30, 20–40\)\./u
        : /^Your suitability for a general audience score was 83; you used 6 words \(target 30, 20–40\)\./u,
    );
    expect(feedback.findings.at(-1)?.kind).toBe('summary.figures');
    expect(feedback.measures).toEqual({
      score: 83,
      totalWords: 6,
      rareWords: ['epigenetics'],
      rareWordCount: 1,
      rarePercentage: 17,
    });
    const good = await coach.feedback(request('We grow plants because food matters.', 'adults'));
    expect(good.messages.at(-1)).toMatch(/^Your suitability for a general audience score was 100, nicely done; you used 6 words/u);
  });

  it('leads with the rare-word question, then the sentence to split', async () => {
    const feedback = await coach.feedback(request(`Methylation helps because cells matter. ${sentence(25)}`, 'adults'));
    const kinds = feedback.findings.map((item) => item.kind);
    expect(kinds.slice(0, 2)).toEqual(['jargon.rareWords', 'sentence.tooLong']);
    const split = feedback.findings.find((item) => item.kind === 'sentence.tooLong');
    expect(split?.span).not.toBeNull();
  });

  it.each([
    ['elementary', 12, 'readers with elementary school science', 'about 10–12 words'],
    ['juniorHigh', 14, 'readers with junior high school science', 'about 14 words'],
    ['highSchool', 18, 'readers with high school science', 'about 18 words'],
    ['adults', 20, 'adult readers with mixed backgrounds', 'about 20 words'],
  ] as const)(
    'for %s readers, quotes a sentence more than 20 %% over %i words and suggests splitting it',
    async (audience, comfortable, readers, label) => {
      const over = Math.floor(comfortable * 1.2) + 1;
      const long = sentence(over);
      const feedback = await coach.feedback(
        request(`Short one because it helps. ${long}`, audience),
      );
      const suggestion = feedback.messages[0] ?? '';
      expect(suggestion).toContain(`For your next version, writing for ${readers}:`);
      expect(suggestion).toContain(`Your longest sentence has ${over} words: “${long}”`);
      expect(suggestion).toContain(`sentences of ${label} are easiest to follow; try splitting it`);
    },
  );

  it.each([
    ['elementary', 12],
    ['adults', 20],
    ['juniorHigh', 14],
  ] as const)(
    'for %s readers, a sentence a few words past %i words is no remark: the summary line names it',
    async (audience, comfortable) => {
      // The walks found "21 words against about 20" true but not worth a change, and a plain
      // 16-word sentence for junior high and a 23-word one for adults a needless split.
      const near = Math.floor(comfortable * 1.2);
      const feedback = await coach.feedback(request(`Short one because it helps. ${sentence(near)}`, audience));
      expect(feedback.findings.map((item) => item.kind)).not.toContain('sentence.tooLong');
      expect(feedback.findings.map((item) => item.kind)).toContain('summary.figures');
      expect(feedback.messages.join(' ')).toContain(`Your longest sentence has ${near} words: a little over what is comfortable`);
    },
  );

  it.each([
    ['elementary', 12],
    ['juniorHigh', 14],
    ['highSchool', 18],
    ['adults', 20],
  ] as const)(
    'for %s readers, accepts a longest sentence of %i words',
    async (audience, comfortable) => {
      const feedback = await coach.feedback(
        request(`${sentence(comfortable)} It helps.`, audience),
      );
      expect(feedback.messages.at(-1)).toContain(`the longest has ${comfortable} words`);
      expect(feedback.messages.at(-1)).not.toContain('try splitting');
    },
  );

  it('writes for adults when no audience was chosen', async () => {
    const feedback = await coach.feedback(request(sentence(19), null));
    expect(feedback.messages.at(-1)).toContain('adult readers with mixed backgrounds');
    expect(feedback.messages.at(-1)).toContain('the longest has 19 words');
  });

  it('does not ask why the work matters: the question failed on fresh walks (docs/exercises.md)', async () => {
    for (const text of ['We grow plants in a lab.', 'We grow plants because food matters.']) {
      const feedback = await coach.feedback(request(text, 'adults'));
      expect(feedback.messages.join('')).not.toContain('why this matters');
      expect(feedback.findings.map((item) => item.kind)).not.toContain('importance.noPurpose');
    }
  });

  it('asks young readers for an everyday comparison and a pictured figure, never a year or a small count', async () => {
    const feedback = await coach.feedback(request('We weigh 300 seeds because food matters.', 'elementary'));
    const all = feedback.messages.join('');
    expect(all).toContain('Could you add one everyday comparison');
    expect(all).toContain('Can they picture 300 seeds? If not, compare it with something they know.');
    const year = await coach.feedback(request('Since 2019 we grow seeds because food matters.', 'elementary'));
    expect(year.messages.join('')).not.toContain('Can they picture');
    const small = await coach.feedback(request('We keep three collections because food matters.', 'elementary'));
    expect(small.messages.join('')).not.toContain('Can they picture');
    // Pictured already, in its sentence or the next (the w5 walk: "600 places, more than explorers could visit").
    for (const pictured of [
      'It found 600 places, more than explorers could visit in 50 years, because food matters.',
      'It found 600 places because food matters. That is like a treasure map with 600 X marks.',
    ]) {
      expect((await coach.feedback(request(pictured, 'elementary'))).messages.join(''), pictured).not.toContain('Can they picture');
    }
    const compared = await coach.feedback(request('Each seed is smaller than a grain of sand, because food matters.', 'elementary'));
    expect(compared.messages.join('')).not.toContain('comparison');
    const adults = await coach.feedback(request('We weigh 300 seeds because food matters.', 'adults'));
    expect(adults.messages.join('')).not.toContain('comparison');
  });

  it('escapes markup of the student text it quotes', async () => {
    const feedback = await coach.feedback(request(`<img src=x onerror=alert(1)> ${sentence(25)}`, 'adults'));
    expect(feedback.messages.join('')).not.toContain('<img');
    expect(feedback.messages.join('')).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is the built-in source with no AI suggestion', async () => {
    const feedback = await coach.feedback(request('We grow plants.', 'adults'));
    expect(feedback.source).toBe('builtin');
    expect(feedback.suggestion).toBeNull();
  });
});

describe('the built-in coach for other questions (coherence, critical thinking)', () => {
  const focus = ['connectors', 'pronounReference', 'keyTerms', 'evidence'] as const;

  it('comments on connectors, a bare "This", key terms and missing evidence', async () => {
    const text = 'Soil bacteria feed plants. This is important. Soil bacteria also need water.';
    const feedback = await coach.feedback(request(text, 'adults', { focus, words: undefined }));
    const suggestion = feedback.messages.join('<br />');
    // The remarks, then the summary line with what passed (the repeated key terms).
    expect(feedback.messages).toHaveLength(2);
    expect(suggestion).toContain(
      '1 of 2 sentences after the first are linked to the one before by a connector.',
    );
    expect(suggestion).toContain('Sentence 2 starts with a bare “This”: “This is important.”');
    expect(suggestion).toContain('Your key terms: soil (2×), bacteria (2×)');
    expect(suggestion).toContain('Back your main claim with evidence');
  });

  it('recognises evidence and full linking', async () => {
    const text =
      'Our survey of 300 farms found less rain. However, yields rose. Therefore, farmers adapted.';
    const suggestion = (await coach.feedback(request(text, 'adults', { focus, words: undefined }))).messages.join('<br />');
    expect(suggestion).toContain('Every sentence is linked to the one before by a connector.');
    expect(suggestion).toContain('You back your claims with evidence (“Our survey of 300 farms found”)');
    expect(suggestion).toContain('No key term comes back in your text.');
  });
});

describe('the built-in coach in Hebrew and Arabic', () => {
  const english = /[A-Za-z]{3,}/;

  it('renders the logos, ethos, pathos and ethics lessons with no English sentence left', async () => {
    const text = 'מדדנו את רמת החנקות ב־40 בארות. ב־35% מהן הרמה גבוהה, ולכן המים אינם ראויים לשתייה. השיטה שלנו תפתור את הבעיה.';
    for (const language of ['he', 'ar'] as const) {
      const feedback = await coach.feedback(
        request(text, null, {
          exercise: 'persuasive',
          focus: ['logos', 'ethos', 'pathos', 'ethics'],
          words: undefined,
          language,
          context: { credibility: 'חוקרת מים', sharedValue: 'מים נקיים', studentSays: 'Yes', issue: 'אנחנו מראיינים חקלאים.' },
        }),
      );
      const lines = feedback.messages.flatMap((message) => message.split('<br />'));
      // Quoted excerpts of the student's Hebrew aside, no line is left in English.
      expect(lines.filter((line) => english.test(line.replace(/<[^>]+>/g, '')))).toEqual([]);
      // Each area's claims need reading for meaning (the LLM coach's): the built-in coach gives its
      // lesson. Half the statement's words are in the text ("מים"): no statement missing either.
      expect(feedback.findings.map((item) => item.kind)).toEqual(['teach.logos', 'teach.ethos', 'teach.pathos', 'teach.ethics']);
    }
  });

  it('says the Half Life advice in Hebrew, the readers and lengths too', async () => {
    const feedback = await coach.feedback(request('אני חוקרת דבורים. הן מאביקות פרחים.', 'elementary', { language: 'he' }));
    const all = feedback.messages.join('<br />');
    expect(all).toContain('לגרסה הבאה, כשאתם כותבים עבור קוראים עם ידע מדעי של בית ספר יסודי:');
    expect(all).toContain('תוכלו להוסיף השוואה יומיומית אחת');
    expect(all).toContain('בארוך ביותר יש 3 מילים');
    expect(english.test(all.replace(/<[^>]+>/g, ''))).toBe(false);
  });
});
