// The spelling area's kind (findings/kind-definition.ts): a word misspelt.
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const spellingKinds = {
  'spelling.misspelt': {
    ...form('spelling', 'statement', ['spelling.misspelt', 'spelling.misspeltNoSuggestion']),
    // A dictionary reads no meaning, but where a model is configured it may flag a misspelling too.
    llm: true,
  },
} as const satisfies AreaKinds;
