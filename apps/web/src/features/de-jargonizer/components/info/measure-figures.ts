// The measure's figures as the information pages' texts show them, from the modules that define
// them: the English bands' cut-offs ({{commonMin}}, {{midMin}}, {{midMax}}), the Hebrew and Arabic
// ones per million words ({{commonPerMillion}}, {{midPerMillion}}) and the score praised above
// ({{scoreTarget}}).
import { COMMON_PER_MILLION, ENGLISH_COMMON_MIN, ENGLISH_MID_MIN, MID_PER_MILLION } from '@scicomm/jargon/bands';
import { PRAISED_SCORE_ABOVE } from '@scicomm/jargon/score';

export const MEASURE_FIGURES = {
  commonMin: ENGLISH_COMMON_MIN.toLocaleString('en'),
  midMin: ENGLISH_MID_MIN.toLocaleString('en'),
  midMax: (ENGLISH_COMMON_MIN - 1).toLocaleString('en'),
  commonPerMillion: COMMON_PER_MILLION.toLocaleString('en'),
  midPerMillion: MID_PER_MILLION.toLocaleString('en'),
  scoreTarget: PRAISED_SCORE_ABOVE.toLocaleString('en'),
};
