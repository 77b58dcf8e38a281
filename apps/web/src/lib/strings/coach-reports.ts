// The "this remark is wrong" control's English strings, with the code that shows them
// (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import coachReports from '../../locales/coachReports/en.json';

addEnglishStrings(coachReports);
