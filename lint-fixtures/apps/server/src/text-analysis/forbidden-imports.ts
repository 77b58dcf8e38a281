// The text-analysis engine depends on no feature, not even on a feature's public module; the
// shared folders (http/, limits/ …) are what it may share with them.
import { countUses } from '../usage/index.ts'; // expect: import-x/no-restricted-paths
import { resolveStoragePolicy } from '../account/index.ts'; // expect: import-x/no-restricted-paths
import { GradingRecorder } from '../de-jargonizer/grading-recorder.ts'; // expect: import-x/no-restricted-paths
import { badRequest } from '../http/errors.ts';

export const used = [countUses, resolveStoragePolicy, GradingRecorder, badRequest];
