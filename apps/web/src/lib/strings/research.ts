// The research pages' and menu item's English strings, with the code that shows them
// (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import research from '../../locales/research/en.json';

addEnglishStrings(research);
