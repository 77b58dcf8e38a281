// The studies' pages' English strings (the researcher's study pages and the participant's link),
// with the code that shows them (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import studies from '../../locales/studies/en.json';

addEnglishStrings(studies);
