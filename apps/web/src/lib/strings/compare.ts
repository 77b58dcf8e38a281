// The comparison pages' English strings, with the code that shows them (docs/performance.md
// "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import compare from '../../locales/compare/en.json';

addEnglishStrings(compare);
