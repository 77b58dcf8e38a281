// The writing exercises' English strings, with the code that shows them (docs/performance.md
// "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import exercises from '../../locales/exercises/en.json';
import session from '../../locales/exerciseSession/en.json';

addEnglishStrings(exercises, session);
