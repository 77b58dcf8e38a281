// The abbreviations area's kind (findings/kind-definition.ts): abbreviations not spelled out where
// they are first used, asked about: whether the readers know one is the writer's call (the
// statement it replaced, "spell it out", was false for EEG and fMRI before researchers and EUR
// anywhere: 4 of 14 fresh remarks).
import { form, type AreaKinds } from '../../findings/kind-definition.ts';

export const abbreviationsKinds = {
  'abbreviations.askReaders': form('abbreviations', 'question', [
    'abbreviations.askReaders.one',
    'abbreviations.askReaders.many',
  ]),
} as const satisfies AreaKinds;
