// The key-terms field's English strings (the De-Jargonizer, Multiple Texts and Compare show it),
// with the code that shows them (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import keyTerms from '../../locales/key-terms/en.json';

addEnglishStrings(keyTerms);
