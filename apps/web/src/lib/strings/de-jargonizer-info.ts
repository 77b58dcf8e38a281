// The De-Jargonizer's information pages' English strings (About, Instructions, Development, How to
// cite, Contact us), with those pages' code: the analyser and the other De-Jargonizer pages do not
// need their ~7 KB (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import info from '../../locales/de-jargonizer-info/en.json';

addEnglishStrings(info);
