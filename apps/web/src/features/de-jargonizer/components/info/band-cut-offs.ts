// The English bands' cut-offs as the information pages' texts show them ({{commonMin}},
// {{midMin}}, {{midMax}}), from the one module that defines them.
import { ENGLISH_COMMON_MIN, ENGLISH_MID_MIN } from '@scicomm/jargon/bands';

export const BAND_CUT_OFFS = {
  commonMin: ENGLISH_COMMON_MIN.toLocaleString('en'),
  midMin: ENGLISH_MID_MIN.toLocaleString('en'),
  midMax: (ENGLISH_COMMON_MIN - 1).toLocaleString('en'),
};
