import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluationCoach } from '../../eval/cases/evaluate.ts';
import type { Coach, Feedback, FeedbackRequest, QuestionContext } from '../engine/coach.ts';
import { createCoachFromConfig } from '../coaches/coach-config.ts';
import { finding } from '../findings/finding.ts';
import { renderMessage } from '../kinds/render.ts';
import { phrasesInLanguage } from '../chat/phrases.ts';
import { persuasiveScript, persuasiveStages } from '../scripts/persuasive.ts';
import { createFakeJargonAnalyzer, textOfWords } from '../../testing/fake-jargon-analyzer.ts';
import { history, texts, turn } from '../../testing/turns.ts';
import { createLlmCoach, findingsRequest } from './llm-coach.ts';
import { checkLlmFindings, llmKindsAsked, quoteSpan } from './llm-findings.ts';
import { isLlmJudgedKind, llmJudgedKinds, type LlmJudgedKind } from './llm-judged-kinds.ts';

// A local OpenAI-compatible endpoint whose answers each test sets: a recorded answer, or one
// computed from the request (the fake model that agrees with the built-in rules).
interface ChatBody {
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema: { name: string; strict: boolean; schema: { properties: { findings: { items: { properties: { kind: { enum: string[] } } } } } } } };
}
type Answer = (body: ChatBody, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let answer: Answer = (_, response) => response.writeHead(500).end();
let bodies: ChatBody[] = [];

const reply = (response: ServerResponse, content: string) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));

beforeAll(async () => {
  server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(data) as ChatBody;
      bodies.push(body);
      answer(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  bodies = [];
});

const failures: string[] = [];
const coach = (fallback: Coach = evaluationCoach) => {
  failures.length = 0;
  return createLlmCoach({
    baseUrl,
    model: 'test',
    budgetMs: 5000,
    fallback,
    typedFindings: true,
    onFailure: (error, attempt) => failures.push(`${attempt}: ${error.message}`),
  });
};

/** One finding of the model's answer; it holds unless said otherwise. */
const found = (kind: string, quote: string, message = '', verdict = 'holds') => ({ kind, verdict, quote, message });
const answerWith = (...findings: ReturnType<typeof found>[]) => JSON.stringify({ findings });
const kindsOf = (body: ChatBody | undefined) => body?.response_format?.json_schema.schema.properties.findings.items.properties.kind.enum;

const text =
  'Since 2010 our group has studied the Dead Sea. The sea dropped 1.2 metres a year, because farms take its water. Our pumps will save the sea.';
const logos: FeedbackRequest = {
  exercise: 'persuasive',
  stage: 4,
  task: 'Revise for logos.',
  text,
  audience: null,
  focus: ['logos'],
  aiTask: 'none',
};

const question = (id: string, extra: Partial<QuestionContext> = {}): FeedbackRequest => ({
  exercise: id.split('.')[0]!,
  stage: 3,
  task: id,
  text,
  audience: null,
  focus: [],
  question: { id, number: 1, theme: id, ...extra },
});

describe('the kinds each feedback point asks the model for', () => {
  const halfLife: FeedbackRequest = {
    exercise: 'halfLife',
    stage: 3,
    task: 'What you study and why, in about 120 words.',
    text,
    audience: 'juniorHigh',
    words: { target: 120, min: 100, max: 140 },
    focus: ['jargon', 'wordCount', 'sentenceLength', 'importance'],
  };
  const jargon: LlmJudgedKind[] = ['jargon.wordsForReaders', 'jargon.explainedLate', 'summary.explained', 'summary.noRareWords', 'spelling.misspelt'];
  const logosKinds: LlmJudgedKind[] = ['logos.noEvidence', 'logos.evidenceCheck', 'logos.causeLink', 'logos.noCauseLink', 'logos.unsupportedClaim'];
  const points: [string, FeedbackRequest, LlmJudgedKind[]][] = [
    ['Half Life, young readers', halfLife, [...jargon, 'importance.noComparison', 'importance.pictureNumber']],
    ['Half Life, adults (no comparison asked, as the rules)', { ...halfLife, audience: 'adults' }, [...jargon, 'importance.pictureNumber']],
    [
      'Half Life with key terms',
      { ...halfLife, keyTerms: ['Dead Sea'] },
      ['jargon.wordsForReaders', 'jargon.explainedLate', 'summary.explained', 'summary.keyTerms', 'summary.noRareWords', 'spelling.misspelt', 'importance.noComparison', 'importance.pictureNumber'],
    ],
    [
      'Persuasion, the summary for specialist readers (no question on their words)',
      { ...logos, focus: ['jargon', 'logos'], aiTask: 'persuasiveRewrite', specialistReaders: true },
      ['jargon.explainedLate', 'summary.explained', 'spelling.misspelt', ...logosKinds],
    ],
    ['Persuasion, the logos revision', logos, logosKinds],
    [
      'Persuasion, pathos after a "No"',
      { ...logos, focus: ['pathos'], aiTask: 'pathosCheck', context: { sharedValue: 'water for everyone', studentSays: 'No' } },
      ['pathos.valueNamed', 'pathos.valueClose', 'pathos.valueMissing', 'pathos.answerNoButPresent'],
    ],
    [
      'Persuasion, pathos after a "Yes"',
      { ...logos, focus: ['pathos'], aiTask: 'pathosCheck', context: { sharedValue: 'water for everyone', studentSays: 'Yes' } },
      ['pathos.valueNamed', 'pathos.valueClose', 'pathos.valueMissing'],
    ],
    [
      'Persuasion, ethos',
      { ...logos, focus: ['ethos'], aiTask: 'ethosRewrite', context: { credibility: 'Ten years at the Dead Sea.' } },
      ['ethos.affiliation', 'ethos.experience', 'ethos.method', 'ethos.noAffiliation', 'ethos.noExperience', 'ethos.noMethod'],
    ],
    [
      'Ethics',
      { ...logos, exercise: 'ethics', focus: ['ethics'], aiTask: 'ethicsQuestions', context: { issue: 'Our maps could show where families live.' } },
      llmJudgedKinds.filter((kind) => kind.startsWith('ethics.')),
    ],
    ['the evidence focus', { ...logos, focus: ['evidence'] }, ['evidence.present', 'evidence.none']],
    ['Coherence 1, key terms', question('coherence.keyTerms'), []],
    ['Coherence 2, adverbs', question('coherence.adverbs'), ['coherence.adverbs.intensifier']],
    ['Coherence 3, pronouns', question('coherence.pronouns'), ['coherence.pronouns.referentMissing', 'coherence.pronouns.vagueIt', 'coherence.pronouns.replaceNoun', 'coherence.pronouns.clear']],
    ['Coherence 4, verbs', question('coherence.verbs'), ['coherence.verbs.varied']],
    ['Coherence 5, connectors', question('coherence.connectors'), ['coherence.connectors.paragraphUnlinked', 'coherence.connectors.kindMissing']],
    ['Critical Thinking 1, purpose', question('criticalThinking.purpose'), ['criticalThinking.purposeStated', 'criticalThinking.purposeLate', 'criticalThinking.purposeMissing']],
    ['Critical Thinking 2, questions', question('criticalThinking.questions'), ['criticalThinking.askPrecise', 'criticalThinking.improvedQuestion', 'criticalThinking.answerIsTopic']],
    ['Critical Thinking 3, information', question('criticalThinking.information'), ['criticalThinking.answerWithoutData', 'criticalThinking.noEvidence']],
    [
      'Critical Thinking 4, conclusions',
      question('criticalThinking.conclusions'),
      ['criticalThinking.hedged', 'criticalThinking.noHedge', 'criticalThinking.overstatedClaim', 'criticalThinking.unsupportedClaim'],
    ],
    [
      'Critical Thinking 5, significance',
      question('criticalThinking.significance'),
      ['criticalThinking.noveltyMissing', 'criticalThinking.significanceStated', 'criticalThinking.significanceMissing', 'criticalThinking.noConsequence'],
    ],
  ];

  it.each(points)('%s: the JSON request carries its kinds, each with what it claims', (_point, request, kinds) => {
    expect(llmKindsAsked(request)).toEqual(kinds);
    const ask = findingsRequest(request);
    if (kinds.length === 0) {
      expect(ask).toBeNull();
      return;
    }
    expect(ask?.temperature).toBe(0);
    expect(ask?.response_format?.type).toBe('json_schema');
    expect(ask?.response_format?.json_schema.schema).toMatchObject({ properties: { findings: { items: { properties: { kind: { enum: kinds } } } } } });
    const system = ask?.messages[0]?.content ?? '';
    for (const kind of kinds) expect(system).toContain(`- ${kind}: `);
    for (const kind of llmJudgedKinds.filter((other) => !kinds.includes(other))) expect(system).not.toContain(`- ${kind}: `);
    expect(ask?.messages.at(-1)?.content).toContain(`<<<TEXT\n${text}\nTEXT>>>`);
  });

  it('asks for every judged kind at some point, but the one it makes otherwise', () => {
    const asked = new Set(points.flatMap(([, request]) => llmKindsAsked(request)));
    // The line of the concerns named is made of the model's findings of the concerns.
    expect(llmJudgedKinds.filter((kind) => !asked.has(kind))).toEqual(['summary.ethicsNamed']);
  });

  it('asks for the message in the site\'s language, and puts the point\'s material beside the text', () => {
    const ethics = findingsRequest({ ...logos, focus: ['ethics'], language: 'he', context: { issue: 'Our maps could show where families live.' } });
    expect(ethics?.messages[0]?.content).toContain('in Hebrew');
    expect(ethics?.messages[1]?.content).toContain('<<<ANSWER\nOur maps could show where families live.\nANSWER>>>');
    const pathos = findingsRequest({ ...logos, focus: ['pathos'], context: { sharedValue: 'water for everyone', studentSays: 'No' } });
    expect(pathos?.messages[0]?.content).toContain('in English');
    expect(pathos?.messages[1]?.content).toContain('<<<INFO\nwater for everyone\nINFO>>>');
    expect(pathos?.messages[1]?.content).toContain('the writer answered: No.');
  });
});

describe('checking the model\'s findings against the text', () => {
  const asked = llmKindsAsked(logos);
  const check = (content: string, request: FeedbackRequest = logos) => checkLlmFindings(content, request, llmKindsAsked(request));

  it('keeps a quote of the student\'s words, found with other quote marks, dashes and spaces', () => {
    const written = 'The “clean” water fell by 40 %\u00a0— in two  years. We will fix it forever.';
    const judged = check(answerWith(found('logos.unsupportedClaim', 'We will fix it forever.'), found('logos.evidenceCheck', '"clean" water fell by 40 % - in two years', 'Does the fall show your claim?')), {
      ...logos,
      text: written,
    });
    expect(judged?.dropped).toEqual([]);
    const evidence = judged?.findings.find((item) => item.kind === 'logos.evidenceCheck');
    expect(evidence?.span).toEqual({ start: written.indexOf('“clean”'), end: written.indexOf('years.') + 'years'.length });
    expect(quoteSpan(written, '…fell by 40 %…')).toEqual({ start: written.indexOf('fell'), end: written.indexOf('%') + 1 });
  });

  it('drops a quote the student did not write, a kind not asked for, a finding that does not hold and a contradiction', () => {
    const judged = check(
      answerWith(
        found('logos.unsupportedClaim', 'Our pumps will save the ocean.'),
        found('ethos.affiliation', 'our group'),
        found('logos.noEvidence', '', '', 'does not hold'),
        found('logos.causeLink', ''),
        found('logos.causeLink', 'because'),
        found('logos.noCauseLink', ''),
        found('logos.evidenceCheck', 'Our pumps will save the sea.', ''),
      ),
    );
    expect(judged?.dropped).toEqual([
      { kind: 'logos.unsupportedClaim', reason: 'quote not in the text' },
      { kind: 'ethos.affiliation', reason: 'not asked' },
      { kind: 'logos.noEvidence', reason: 'not held' },
      { kind: 'logos.causeLink', reason: 'no quote' },
      // Nothing to say in the model's words without its words.
      { kind: 'logos.evidenceCheck', reason: 'no message' },
      { kind: 'logos.causeLink', reason: 'contradicted' },
      { kind: 'logos.noCauseLink', reason: 'contradicted' },
    ]);
    expect(judged?.findings).toEqual([]);
    expect(asked).not.toContain('ethos.affiliation');
  });

  it('reads the JSON of an endpoint that ignores the schema: fenced, in prose, or a bare list', () => {
    const list = [found('logos.causeLink', 'because')];
    for (const content of [
      `Here are the findings:\n\`\`\`json\n${answerWith(...list)}\n\`\`\``,
      `Sure! ${answerWith(...list)} Hope this helps.`,
      JSON.stringify(list),
      JSON.stringify({ findings: [{ kind: 'logos.causeLink', quote: 'because' }] }),
    ]) {
      expect(check(content)?.findings.map((item) => item.kind), content).toEqual(['logos.causeLink']);
    }
    expect(check('I think the text is quite persuasive.')).toBeNull();
    expect(check('{"findings": [{"kind": "logos.causeLink", "quote": "bec')).toBeNull();
  });

  it('takes a quote of the Ethics issue, the student\'s words too, without a span', () => {
    const ethics: FeedbackRequest = { ...logos, focus: ['ethics'], context: { issue: 'Our maps could show where families live.' } };
    const judged = check(answerWith(found('ethics.named.stakeholders', 'families'), found('ethics.named.privacy', 'maps could show where')), ethics);
    expect(judged?.findings).toHaveLength(1);
    const line = judged?.findings[0];
    expect(line?.kind).toBe('summary.ethicsNamed');
    expect(line?.span).toBeNull();
    expect(line?.parts?.map((part) => part.kind)).toEqual(['ethics.named.stakeholders', 'ethics.named.privacy']);
    expect(renderMessage(line!.message)).toBe('Your issue and resolutions deal with who is affected (“families”); privacy and confidentiality (“maps could show where”).');
  });
});

describe('saying the model\'s findings', () => {
  it('in the catalogue\'s sentence where the quote fills it, in the site\'s language', () => {
    const he = { ...logos, language: 'he' as const };
    const judged = checkLlmFindings(answerWith(found('logos.unsupportedClaim', 'Our pumps will save the sea.'), found('logos.causeLink', 'because')), he, llmKindsAsked(he));
    expect(judged?.findings.map((item) => renderMessage(item.message, 'he'))).toEqual([
      'אתם מקשרים בין סיבה לתוצאה בעזרת "<bdi dir="ltr">because</bdi>": ודאו שכל קשר כזה הוא קשר שהראיות שלכם מראות, ולא רק שני דברים שהשתנו יחד.',
      'לטענה הזאת אין תמיכה במשפט שלה או בבא אחריו: "<bdi dir="ltr">Our pumps will save the sea.</bdi>" איזה נתון, תוצאה או מקור יכולים לגבות אותה?',
    ]);
    const ethos: FeedbackRequest = { ...logos, focus: ['ethos'] };
    const placed = checkLlmFindings(answerWith(found('ethos.noAffiliation', 'Since 2010 our group has studied the Dead Sea.'), found('ethos.noExperience', '')), ethos, llmKindsAsked(ethos));
    expect(placed?.findings.map((item) => item.message.key)).toEqual(['ethos.noAffiliation', 'ethos.noExperienceAnywhere']);
    expect(placed?.findings[0]?.span).toEqual({ start: 0, end: text.indexOf('.') + 1 });
  });

  it('in the model\'s own words, escaped and marked as the model\'s, where no sentence of the catalogue fits', () => {
    const judged = checkLlmFindings(answerWith(found('logos.evidenceCheck', '1.2 metres a year', 'Does a <b>fall</b>\n show that farms caused it?')), logos, llmKindsAsked(logos));
    expect(judged?.findings.map((item) => renderMessage(item.message))).toEqual(['The AI coach: Does a &lt;b&gt;fall&lt;/b&gt; show that farms caused it?']);
    expect(judged?.findings[0]?.span).toEqual({ start: text.indexOf('1.2'), end: text.indexOf(' year') + ' year'.length });
  });

  it('the words for the readers with the readers and the sentence, and a paragraph by its number', () => {
    const halfLife: FeedbackRequest = { ...logos, exercise: 'halfLife', focus: ['jargon'], audience: 'juniorHigh', language: 'he' };
    const words = checkLlmFindings(answerWith(found('jargon.wordsForReaders', 'metres'), found('spelling.misspelt', 'farms')), halfLife, llmKindsAsked(halfLife));
    expect(words?.findings.map((item) => item.message)).toEqual([
      { key: 'jargon.wordsForReaders', params: { word: 'metres', readers: phrasesInLanguage('readers with junior high school science', 'he'), sentence: 'The sea dropped 1.2 metres a year, because farms take its water.' } },
      { key: 'spelling.misspeltNoSuggestion', params: { word: 'farms' } },
    ]);
    const twoParagraphs = `${text}\nThese pumps run on sun.`;
    const connectors = { ...question('coherence.connectors'), text: twoParagraphs };
    const unlinked = checkLlmFindings(answerWith(found('coherence.connectors.paragraphUnlinked', 'These pumps run on sun.')), connectors, llmKindsAsked(connectors));
    expect(unlinked?.findings[0]?.message).toEqual({ key: 'questions.connectors.paragraphUnlinked', params: { paragraph: 2 } });
  });
});

describe('the LLM coach with typed findings', () => {
  it('says the model\'s findings of the judged kinds in place of the logos lesson, and the remarks the model does not judge', async () => {
    // The built-in logos part (its lesson: the rules claim nothing about logos), and a remark the model does not judge.
    const lesson = finding('teach.logos', { key: 'teach.logos' });
    const long = finding('sentence.tooLong', { key: 'sentence.tooLong', params: { words: 25, count: 25, sentence: 'The sea dropped …', readers: 'adults', label: 'about 20 words' } });
    const rules: Feedback = {
      messages: [[renderMessage({ key: 'logos.heading' }), renderMessage(lesson.message)].join('<br />'), renderMessage(long.message)],
      measures: null,
      suggestion: null,
      source: 'builtin',
      findings: [lesson, long],
    };
    answer = (_, response) =>
      reply(response, answerWith(found('logos.causeLink', 'because'), found('logos.unsupportedClaim', 'Our pumps will save the sea.'), found('logos.evidenceCheck', '1.2 metres a year', 'Does the fall show that farms caused it?')));
    const feedback = await coach({ feedback: () => Promise.resolve(rules) }).feedback(logos);
    expect(bodies).toHaveLength(1);
    expect(kindsOf(bodies[0])).toEqual(llmKindsAsked(logos));
    expect(feedback.findings.map((item) => `${item.kind} ${item.source ?? 'rules'}`)).toEqual([
      'sentence.tooLong rules',
      'logos.evidenceCheck llm',
      'logos.causeLink llm',
      'logos.unsupportedClaim llm',
    ]);
    expect(feedback.messages).toEqual([
      renderMessage(long.message),
      [
        'What the AI coach found in your text:',
        'The AI coach: Does the fall show that farms caused it?',
        'You link cause and effect with “because”: check that each link is one your evidence shows, not only two things that changed together.',
        'This claim has no support in its sentence or the next: “Our pumps will save the sea.” What figure, result or source could back it?',
      ].join('<br />'),
    ]);
    expect(feedback.findings[3]?.span).toEqual({ start: text.indexOf('Our pumps'), end: text.length });
    expect(failures).toEqual([]);
  });

  it('shows the built-in feedback as it is when the answer is not the JSON asked for, and tells why', async () => {
    answer = (_, response) => reply(response, 'I think the text is quite persuasive.');
    const feedback = await coach().feedback(logos);
    expect(feedback).toEqual(await evaluationCoach.feedback(logos));
    expect(failures).toEqual(['1: The LLM answer is not the findings JSON asked for.']);
  });

  it('asks for the findings and the AI\'s answer at once, and gives the built-in feedback when the endpoint is down', async () => {
    answer = (_, response) => response.writeHead(503).end();
    const request: FeedbackRequest = { ...logos, focus: ['ethos'], aiTask: 'ethosRewrite', context: { credibility: 'Ten years at the Dead Sea.' } };
    const feedback = await coach().feedback(request);
    // Each request and its retry; the breaker (llm-budget.test.ts) stops asking an endpoint that stays down.
    expect(bodies).toHaveLength(4);
    expect(bodies.filter((body) => body.response_format)).toHaveLength(2);
    expect(feedback).toEqual(await evaluationCoach.feedback(request));
  });

  it('puts the model\'s findings on a question above the AI\'s feedback on it', async () => {
    const purpose = question('criticalThinking.purpose', { answer: 'We wanted to know whether the sea can be saved.' });
    answer = (body, response) =>
      body.response_format
        ? reply(response, answerWith(found('criticalThinking.purposeMissing', '', 'Say what the work set out to find.')))
        : reply(response, 'Say in your first sentence what you set out to learn.');
    const feedback = await coach().feedback(purpose);
    expect(feedback.source).toBe('llm');
    expect(feedback.messages).toEqual([
      'What the AI coach found in your text:<br />Your summary never states its purpose outright: add a sentence such as “This study aims to …” near the start.',
      'Say in your first sentence what you set out to learn.',
    ]);
    expect(feedback.findings.map((item) => `${item.kind} ${item.source}`)).toEqual(['criticalThinking.purposeMissing llm']);
    expect(bodies[1]?.messages[0]?.content).toContain('supportive writing coach');
  });

  it('is stored with the turn as the model\'s when the configured coach asks for it', async () => {
    const revision =
      'Our survey of 300 farms found that dry summers cut wheat yields by 20%. ' +
      'Because roots switch genes on in drought, we can breed plants that keep growing. ' +
      textOfWords(95);
    answer = (body, response) =>
      reply(response, answerWith(found('logos.unsupportedClaim', 'we can breed plants that keep growing'), found('logos.causeLink', 'Because')));
    const configured = createCoachFromConfig({ baseUrl, model: 'test', budgetMs: 5000 }, createFakeJargonAnalyzer());
    const from = history(persuasiveStages.textLogos, { targetAudience: 'investors', detailedAudience: 'a farming fund', startTime: 'then' });
    const result = await turn(persuasiveScript, from, revision, configured);
    // The logos revision asks for findings only (no AI rewrite).
    expect(bodies).toHaveLength(1);
    expect(texts(result).join('\n')).toContain('You link cause and effect with “Because”');
    const stored = JSON.parse(String(result.updatedHistory.fields.coachFindings)) as Record<string, { kind: string; source?: string }[]>;
    expect(stored.textLogos?.filter((item) => item.source === 'llm')).toEqual([
      { kind: 'logos.causeLink', start: revision.indexOf('Because'), end: revision.indexOf('Because') + 'Because'.length, key: 'logos.causeLink', source: 'llm' },
      {
        kind: 'logos.unsupportedClaim',
        start: revision.indexOf('we can breed'),
        end: revision.indexOf('we can breed') + 'we can breed plants that keep growing'.length,
        key: 'logos.unsupportedClaim',
        source: 'llm',
      },
    ]);
    expect(stored.textLogos?.some((item) => isLlmJudgedKind(item.kind) && item.source !== 'llm')).toBe(false);
  });
});

