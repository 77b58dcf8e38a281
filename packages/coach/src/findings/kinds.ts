// The registry of every kind of remark the coaches can make: each area's kinds, defined in its
// folder (areas/<area>/kinds.ts, with findings/kind-definition.ts), put together. It imports the
// areas' kinds alone, not their modules (areas/all-areas.ts): the browser reads the registry,
// and an area's messages and cases are no business of its bundle.
import { abbreviationsKinds } from '../areas/abbreviations/kinds.ts';
import { claimsKinds } from '../areas/claims/kinds.ts';
import { coherenceKinds } from '../areas/coherence/kinds.ts';
import { criticalThinkingKinds } from '../areas/critical-thinking/kinds.ts';
import { ethicsKinds } from '../areas/ethics/kinds.ts';
import { ethosKinds } from '../areas/ethos/kinds.ts';
import { importanceKinds } from '../areas/importance/kinds.ts';
import { jargonKinds } from '../areas/jargon/kinds.ts';
import { logosKinds } from '../areas/logos/kinds.ts';
import { pathosKinds } from '../areas/pathos/kinds.ts';
import { sentencesKinds } from '../areas/sentences/kinds.ts';
import { spellingKinds } from '../areas/spelling/kinds.ts';
import { summaryKinds } from '../areas/summary/kinds.ts';
import type { KindDefinition } from './kind-definition.ts';

export type { KindArea, KindDefinition, KindForm, KindReads } from './kind-definition.ts';

// kinds.test.ts holds this to every area's kinds in areas/all-areas.ts.
export const remarkKinds = {
  ...sentencesKinds,
  ...jargonKinds,
  ...spellingKinds,
  ...abbreviationsKinds,
  ...importanceKinds,
  ...logosKinds,
  ...pathosKinds,
  ...ethosKinds,
  ...ethicsKinds,
  ...coherenceKinds,
  ...criticalThinkingKinds,
  ...claimsKinds,
  ...summaryKinds,
} as const satisfies Record<string, KindDefinition>;

/** A kind of remark: one of the registry's ids. */
export type RemarkKind = keyof typeof remarkKinds;

export const allRemarkKinds = Object.keys(remarkKinds) as RemarkKind[];

export function isRemarkKind(value: string): value is RemarkKind {
  return Object.hasOwn(remarkKinds, value);
}

export const kindDefinition = (kind: RemarkKind): KindDefinition => remarkKinds[kind];
