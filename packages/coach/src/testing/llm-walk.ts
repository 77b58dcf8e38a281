// A short Persuasion walk (the opening of the shared walk's pers-en-2: a council committee, a
// before/after coincidence taken for proof, an unsupported "will eliminate") and the model's
// hand-written reply to its logos findings request, for the LLM coach's walk evaluation test.
// The reply is written as a model might answer: two findings an instructor marks false (the
// coincidence praised as support, "Therefore" opening a non-sequitur), two true, and a quote the
// text does not hold (dropped by the coach).
import type { Walk } from '../../eval/replay/walk.ts';

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
    { kind: 'logos.evidence', quote: 'tripled' },
    { kind: 'logos.evidence', quote: 'fell by 30 percent' },
    { kind: 'logos.evidence', quote: 'a 2020 report by the city police' },
    { kind: 'logos.causeLink', quote: 'Therefore' },
    { kind: 'logos.causeLink', quote: 'As a consequence' },
    { kind: 'logos.unsupportedClaim', quote: 'This clearly shows that gardens reduce crime.' },
  ],
});
