// The De-Jargonizer pages' English strings: imported by every module that shows them, so they
// come with that code instead of with the first download (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import pages from '../../locales/de-jargonizer/en.json';

addEnglishStrings(pages);
