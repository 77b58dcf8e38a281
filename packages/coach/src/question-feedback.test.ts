import { describe, expect, it } from 'vitest';
import { createBuiltinCoach } from './builtin-coach.ts';
import type { FeedbackRequest, QuestionContext } from './coach.ts';
import { createLlmCoach } from './llm-coach.ts';
import { questionFeedbackPrompt } from './llm-prompts.ts';
import { keyTermsOf, questionFeedback, times } from './question-feedback.ts';
import { createFakeJargonAnalyzer } from './testing/fake-jargon-analyzer.ts';
import { coherenceText, criticalThinkingSummary } from './testing/sample-texts.ts';

const table = (headers: string[], rows: string[][]) => ({ headers, rows });
const ask = (id: string, extra: Partial<QuestionContext> = {}, text = coherenceText) =>
  questionFeedback(text, { id, number: 1, theme: 'a theme', ...extra });

const sentences = (feedback: string) => feedback.split(/(?<=[.!?])\s+(?=[“A-Z0-9])/).length;

describe('built-in feedback on Coherence questions', () => {
  it('key terms: names the most repeated term and checks the counts in the table', () => {
    const feedback = ask('coherence.keyTerms', {
      choice: '1',
      table: table(
        ['Repeated key word/term', '# times repeated', 'Additional keywords to repeat'],
        [['corals', '3', 'seagrass']],
      ),
    });
    expect(feedback).toContain('“coral” (9 times)');
    expect(feedback).toContain('You counted 3 for “corals”; it appears 6 times as written.');
    expect(feedback).toContain('“seagrass” appear at most once');
  });

  it('key terms: says in which paragraph the main term drops out', () => {
    const text = `${coherenceText.split('\n')[0] ?? ''}\nThe water in the park is warm in summer and divers visit often.`;
    expect(
      ask(
        'coherence.keyTerms',
        { choice: '2', table: table(['Keywords that can be repeated'], [['bleaching']]) },
        text,
      ),
    ).toContain('drops out in paragraph 2');
  });

  it('adverbs: counts adverbs, names vague intensifiers, and finds a table adverb missing from the text', () => {
    const feedback = ask('coherence.adverbs', {
      choice: '2',
      table: table(['Adverb', 'Modified word'], [['rapidly', 'recover']]),
    });
    expect(feedback).toContain('4 adverbs');
    expect(feedback).toContain('“very” adds emphasis but not precision');
    expect(feedback).toContain('“rapidly” is not in your text yet: add it to “recover”');
  });

  it('pronouns: a "they" after two plural nouns and a bare "This" are named', () => {
    const feedback = ask('coherence.pronouns', {
      choice: '1',
      table: table(['Pronoun', 'Word/term referred to'], [['these', 'corals']]),
    });
    expect(feedback).toContain('In sentence 7, “they” could refer to “corals” and “reefs”');
    expect(feedback).toContain('Sentence 10 starts with a bare “This”');
  });

  it('pronouns: a clear text is said to be clear, and a referent missing from the text is named', () => {
    const feedback = ask(
      'coherence.pronouns',
      {
        choice: '1',
        table: table(['Pronoun', 'Word/term referred to'], [['these', '20 samples']]),
      },
      'We grew corals in tanks. The corals grew fast.',
    );
    expect(feedback).toContain('I found no pronoun whose referent is unclear');
    expect(feedback).toContain('“20 samples”, which your “these” refers to, does not appear');
  });

  it('verbs: an overused verb in all its forms, and the unused partner from the table', () => {
    const text =
      'We show that corals survive. The data showed a trend. Maps show reefs. This shows hope.';
    const feedback = ask(
      'coherence.verbs',
      { choice: '2', table: table(['Verb', 'Verb with a similar meaning'], [['show', 'reveal']]) },
      text,
    );
    expect(feedback).toContain('You use “show” 4 times');
    expect(feedback).toContain('“show” appears 4 times and “reveal” not yet');
  });

  it('connectors: counts linked sentences and names a paragraph that opens without a link', () => {
    const text =
      'Corals bleach in heatwaves. Therefore we studied them.\nDeep reefs stay cool. Some corals recover.';
    const feedback = ask(
      'coherence.connectors',
      {
        choice: '1',
        table: table(
          ['Connector', 'Between sentences or paragraphs?'],
          [['Therefore', 'sentences']],
        ),
      },
      text,
    );
    expect(feedback).toContain('1 of your 3 sentences after the first contain a connector.');
    expect(feedback).toContain('Paragraph 2 opens without a link');
  });

  it('says at most three sentences, and escapes what the student wrote', () => {
    for (const id of [
      'coherence.keyTerms',
      'coherence.adverbs',
      'coherence.pronouns',
      'coherence.verbs',
      'coherence.connectors',
    ]) {
      const feedback = ask(id, {
        choice: '1',
        table: table(['A', 'B'], [['<b>x</b>', '<i>y</i>']]),
      });
      expect(sentences(feedback)).toBeLessThanOrEqual(4);
      expect(feedback).not.toContain('<b>');
      expect(feedback).not.toContain('<i>');
    }
  });
});

describe('built-in feedback on Critical Thinking questions', () => {
  const ct = (id: string, answer: string, summary = criticalThinkingSummary) =>
    questionFeedback(summary, { id, number: 1, theme: 't', answer });

  it('names the key terms of the answer that the summary lacks, not its verbs or hedges', () => {
    expect(keyTermsOf('We clearly want to show that seagrass protects reefs')).toEqual([
      'seagrass',
      'protect',
      'reef',
    ]);
    expect(
      ct(
        'criticalThinking.purpose',
        'Our aim is to learn whether seagrass meadows protect reefs from heatwaves.',
      ),
    ).toContain('Your answer uses “learn”, “seagrass” and “meadow”');
  });

  it('purpose: a summary without a stated purpose is told to state it near the start', () => {
    const summary = 'Corals die in heatwaves. We surveyed 40 reefs. Deep corals survived better.';
    expect(
      ct(
        'criticalThinking.purpose',
        'To find out whether deep corals survive heatwaves better than shallow corals do.',
        summary,
      ),
    ).toContain('never states its purpose outright');
  });

  it('research questions: a topic instead of a question is noticed', () => {
    expect(
      ct(
        'criticalThinking.questions',
        'Coral survival in heatwaves at different depths of the reef.',
      ),
    ).toContain('states a topic rather than a question');
  });

  it('key information: figures of the answer missing from the summary are named', () => {
    expect(
      ct(
        'criticalThinking.information',
        'Deep corals lost 12% of their cover; shallow corals lost 70%.',
      ),
    ).toContain('The figure “70%” from your answer is not in your summary');
  });

  it('conclusions: a strong claim without support is quoted, hedging is recognised', () => {
    expect(
      ct(
        'criticalThinking.conclusions',
        'Deep reefs clearly prove to be a refuge for every shallow reef.',
      ),
    ).toContain(
      '“Deep reefs clearly prove to be a refuge for every shallow reef.” is a strong claim',
    );
    expect(
      ct(
        'criticalThinking.conclusions',
        'Deep reefs may act as a refuge for shallow reefs in our 40 sites.',
      ),
    ).toContain('You qualify');
  });

  it('significance: a summary that never says why it matters is told to', () => {
    const summary = 'We surveyed 40 reefs. Deep corals survived better than shallow corals.';
    expect(
      ct(
        'criticalThinking.significance',
        'Managers could protect deep reefs as refuges for the future.',
        summary,
      ),
    ).toContain('does not say why the work matters');
  });

  it('counts in words', () => {
    expect([1, 2, 3].map(times)).toEqual(['once', 'twice', '3 times']);
  });
});

describe('feedback on a question from the LLM coach', () => {
  const request: FeedbackRequest = {
    exercise: 'coherence',
    stage: 4,
    task: 'Question 1',
    text: coherenceText,
    audience: null,
    focus: [],
    question: {
      id: 'coherence.keyTerms',
      number: 1,
      theme: 'repeating key words or terms',
      choice: '2',
      table: table(['Keywords that can be repeated'], [['seagrass']]),
    },
  };
  const fallback = createBuiltinCoach(createFakeJargonAnalyzer());

  it('sends the question, the choice, the table and the text, fenced, and shows only the escaped answer', async () => {
    const bodies: string[] = [];
    const coach = createLlmCoach({
      baseUrl: 'http://llm.test/v1',
      model: 'm',
      timeoutMs: 1000,
      fallback,
      fetch: (_url, init) => {
        bodies.push(String(init?.body));
        return Promise.resolve(
          Response.json({
            choices: [{ message: { content: 'Repeat <seagrass> in paragraph 2.' } }],
          }),
        );
      },
    });
    const feedback = await coach.feedback(request);
    expect(feedback).toMatchObject({
      source: 'llm',
      messages: ['Repeat &lt;seagrass&gt; in paragraph 2.'],
    });
    const prompt = questionFeedbackPrompt(request)
      .map((message) => message.content)
      .join('\n');
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ model: 'm' });
    expect(prompt).toContain('the student answered: No');
    expect(prompt).toContain('<<<ANSWER\nKeywords that can be repeated\nseagrass\nANSWER>>>');
    expect(prompt).toContain('two or three sentences');
    expect(prompt).toContain(`<<<TEXT\n${coherenceText}\nTEXT>>>`);
  });

  it('falls back to the built-in feedback when the endpoint fails', async () => {
    const coach = createLlmCoach({
      baseUrl: 'http://llm.test/v1',
      model: 'm',
      timeoutMs: 1000,
      fallback,
      fetch: () => Promise.resolve(new Response('down', { status: 503 })),
    });
    const feedback = await coach.feedback(request);
    expect(feedback.source).toBe('builtin');
    expect(feedback.messages[0]).toContain('“seagrass” appears at most once');
  });
});
