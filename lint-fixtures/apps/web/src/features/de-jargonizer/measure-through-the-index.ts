// The measure through the jargon package's index, which would bring every module of it (the
// explanation cues included) into the page's chunk; a type alone does not load anything, but the
// rule holds for both, so that the web app names the module it uses.
import { wordsOf } from '@scicomm/jargon'; // expect: no-restricted-imports
import type { TextScript } from '@scicomm/jargon'; // expect: no-restricted-imports

export const used: [typeof wordsOf, TextScript | null] = [wordsOf, null];
