// The claims area's kind (findings/kind-definition.ts): a listed certainty or absolute word in the
// writer's own claim ("proves that", "will end heat deaths", "מוכיחים", "نهائيًا"), verifiable from
// the words.
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const claimsKinds = {
  'claims.certainty': form('claims', 'question', [
    'claims.proves',
    'claims.certain',
    'claims.forGood',
    'claims.always',
  ]),
} as const satisfies AreaKinds;
