// What a kind of remark is (docs/exercises.md "How the coach decides"). A kind a rule makes is
// defined with `ruleKind` in its rule's folder (areas/<area>/<kind>/kind.ts), the rest in their
// area's kinds.ts with `form` or `meaning`; kinds/kinds.ts puts them together. Whether a kind is
// shown is not written here: kinds/shown.ts derives it from fresh labels, with the floor `reads` sets.
import type { FindingCatalogue } from '../i18n/catalogue.ts';

/**
 * What a kind must read to be true.
 * - `form`: a count, a length, a quoted sentence, a word's place or its presence in the writer's
 *   own table: a rule can verify it, and it may be shown on fewer fresh remarks.
 * - `meaning`: what a sentence says (why it matters, support for a claim, consent, a word the
 *   readers know): shown only on at least 15 fresh remarks at 0.95, and judged by the LLM coach
 *   where one is configured.
 */
export type KindReads = 'form' | 'meaning';

/**
 * How the chat says it: a `statement` about the text, a `question` true whatever the answer,
 * `praise` of a check passed (said inside a summary line), a `summary` line that holds such
 * praise, the `figures` (score and word count: facts of the measure, always said), or a `prompt`
 * that asks the writer to do something and claims nothing about the text.
 */
export type KindForm = 'statement' | 'question' | 'praise' | 'summary' | 'figures' | 'prompt';

export type KindArea =
  | 'sentences'
  | 'jargon'
  | 'spelling'
  | 'abbreviations'
  | 'importance'
  | 'logos'
  | 'pathos'
  | 'ethos'
  | 'ethics'
  | 'coherence'
  | 'criticalThinking'
  | 'claims'
  | 'summary';

/** Every kind by id, declared into this interface by the registry (kinds/kinds.ts), which this folder cannot import. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RemarkKinds {}

/** A kind of remark: one of the registry's ids. */
export type RemarkKind = keyof RemarkKinds;

export interface KindDefinition {
  readonly area: KindArea;
  readonly form: KindForm;
  readonly reads: KindReads;
  /** Judged by the LLM coach where one is configured (llm/llm-findings.ts). */
  readonly llm: boolean;
  /** The message keys a finding of this kind is said with (its module's or its area's messages). */
  readonly messages: readonly string[];
}

/** An area's kinds by id (areas/<area>/kinds.ts). */
export type AreaKinds = Readonly<Record<string, KindDefinition>>;

// `llm` is a literal in each, so that llm/llm-judged-kinds.ts can derive the judged kinds' ids
// from the registry's types.
interface FormKind extends KindDefinition {
  readonly reads: 'form';
  readonly llm: false;
}
interface MeaningKind extends KindDefinition {
  readonly reads: 'meaning';
  readonly llm: true;
}

/** A kind a rule can verify from the words: the built-in coach's own. */
export const form = (area: KindArea, shape: KindForm, messages: readonly string[] = []): FormKind => ({
  area,
  form: shape,
  reads: 'form',
  llm: false,
  messages,
});

/** A kind whose truth needs a sentence's meaning: the LLM coach judges it where configured. */
export const meaning = (
  area: KindArea,
  shape: KindForm,
  messages: readonly string[] = [],
): MeaningKind => ({
  area,
  form: shape,
  reads: 'meaning',
  llm: true,
  messages,
});

/** A kind a rule makes, its messages in every coach language beside its definition. */
export interface RuleKind<Id extends string = string, Definition extends KindDefinition = KindDefinition> {
  readonly id: Id;
  readonly definition: Definition & { readonly catalogue: FindingCatalogue };
}

/** A rule's kind: its message keys are its catalogue's, a counted message's plural forms as one key. */
export const ruleKind = <Id extends string, Definition extends KindDefinition>(
  id: Id,
  definition: Definition,
  catalogue: FindingCatalogue,
): RuleKind<Id, Definition> => ({
  id,
  definition: { ...definition, messages: [...new Set(Object.keys(catalogue.en).map((key) => key.replace(/_(?:zero|one|two|few|many|other)$/u, '')))], catalogue },
});

/** A rule kind as its registry entry, its id the key. */
export const kindEntry = <Id extends string, Definition extends KindDefinition>(kind: RuleKind<Id, Definition>) =>
  ({ [kind.id]: kind.definition }) as { readonly [K in Id]: RuleKind<Id, Definition>['definition'] };
