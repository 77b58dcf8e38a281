// Sharing's English strings (the share button and dialog, the shared view), with the code that
// shows them (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import sharing from '../../locales/sharing/en.json';

addEnglishStrings(sharing);
