// Every area of the coach, its kinds and messages (areas/<area>/kinds.ts, messages.ts): the findings messages
// (findings/messages/index.ts) are gathered from here, the evaluation's cases in
// eval/cases/all-cases.ts. A new area is a compile error until it is listed; its kinds join the registry in
// findings/kinds.ts, which the browser reads and so imports the areas' kinds alone.
import type { AreaModule } from '../findings/area-module.ts';
import type { KindArea } from '../findings/kind-definition.ts';
import { abbreviationsKinds } from './abbreviations/kinds.ts';
import { abbreviationsMessages } from './abbreviations/messages.ts';
import { claimsKinds } from './claims/kinds.ts';
import { claimsMessages } from './claims/messages.ts';
import { coherenceKinds } from './coherence/kinds.ts';
import { coherenceMessages } from './coherence/messages.ts';
import { criticalThinkingKinds } from './critical-thinking/kinds.ts';
import { criticalThinkingMessages } from './critical-thinking/messages.ts';
import { ethicsKinds } from './ethics/kinds.ts';
import { ethicsMessages } from './ethics/messages.ts';
import { ethosKinds } from './ethos/kinds.ts';
import { ethosMessages } from './ethos/messages.ts';
import { importanceKinds } from './importance/kinds.ts';
import { importanceMessages } from './importance/messages.ts';
import { jargonKinds } from './jargon/kinds.ts';
import { jargonMessages } from './jargon/messages.ts';
import { logosKinds } from './logos/kinds.ts';
import { logosMessages } from './logos/messages.ts';
import { pathosKinds } from './pathos/kinds.ts';
import { pathosMessages } from './pathos/messages.ts';
import { sentencesKinds } from './sentences/kinds.ts';
import { sentencesMessages } from './sentences/messages.ts';
import { spellingKinds } from './spelling/kinds.ts';
import { spellingMessages } from './spelling/messages.ts';
import { summaryKinds } from './summary/kinds.ts';
import { summaryMessages } from './summary/messages.ts';

export const areaModules: Readonly<Record<KindArea, AreaModule>> = {
  sentences: { kinds: sentencesKinds, messages: sentencesMessages },
  jargon: { kinds: jargonKinds, messages: jargonMessages },
  spelling: { kinds: spellingKinds, messages: spellingMessages },
  abbreviations: { kinds: abbreviationsKinds, messages: abbreviationsMessages },
  importance: { kinds: importanceKinds, messages: importanceMessages },
  logos: { kinds: logosKinds, messages: logosMessages },
  pathos: { kinds: pathosKinds, messages: pathosMessages },
  ethos: { kinds: ethosKinds, messages: ethosMessages },
  ethics: { kinds: ethicsKinds, messages: ethicsMessages },
  coherence: { kinds: coherenceKinds, messages: coherenceMessages },
  criticalThinking: { kinds: criticalThinkingKinds, messages: criticalThinkingMessages },
  claims: { kinds: claimsKinds, messages: claimsMessages },
  summary: { kinds: summaryKinds, messages: summaryMessages },
};
