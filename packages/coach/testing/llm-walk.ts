// A short Persuasion walk (the opening of the shared walk's pers-en-2: a council committee, a
// before/after coincidence taken for proof, an unsupported "will eliminate") and the model's
// hand-written reply to the findings request of its summary, for the LLM coach's walk evaluation
// test. The reply is written as a model might answer: one finding an instructor marks false
// ("Therefore" praised though it opens a non-sequitur), two true (the coincidence questioned, the
// unsupported "will eliminate"), one judged not to hold, and a quote the text does not hold
// (dropped by the coach).
import type { Walk } from '../eval/replay/walk.ts';

export const llmWalk: Walk = {
  id: 'llm-pers-en-1',
  exercise: 'persuasive',
  variant: 'standard',
  language: 'en',
  siteLanguage: 'en',
  split: 'held-out',
  field: 'social science (community gardens and crime)',
  quality: 'flawed: a coincidence since 2015 taken as proof; "will eliminate"',
  notes: 'the LLM coach test walk',
  answers: [
    '4',
    "Members of the city council's urban planning and public safety committees.",
    'Our research examines the relationship between community gardens and neighbourhood crime in mid-sized cities. Since 2015, the number of community gardens in our city has tripled, and burglaries in the same period fell by 30 percent. This clearly shows that gardens reduce crime. When residents grow food together they develop social cohesion, which is the best protection against delinquency. In 2018 and 2021 we conducted interviews with residents. They said they felt safer and knew more of their neighbours. Gardens are also cheap compared to policing. Therefore, funding one garden in every district will eliminate most property crime within a decade. We recommend that the council allocates resources accordingly and prioritizes vacant lots in low-income areas, as this is where it matters most.',
  ],
  source: 'repo',
};

export const llmWalkLogosReply = JSON.stringify({
  findings: [
    { kind: 'logos.noEvidence', verdict: 'does not hold', quote: '', message: '' },
    {
      kind: 'logos.evidenceCheck',
      verdict: 'holds',
      quote: 'This clearly shows that gardens reduce crime.',
      message: 'Gardens tripled while burglaries fell: does that show the gardens caused the fall, or only that both changed at once?',
    },
    { kind: 'logos.causeLink', verdict: 'holds', quote: 'Therefore', message: '' },
    { kind: 'logos.causeLink', verdict: 'holds', quote: 'As a consequence', message: '' },
    {
      kind: 'logos.unsupportedClaim',
      verdict: 'holds',
      quote: 'Therefore, funding one garden in every district will eliminate most property crime within a decade.',
      message: '',
    },
  ],
});
