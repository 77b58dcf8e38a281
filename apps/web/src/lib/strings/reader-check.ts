// Reader check's English strings (the reader's page and the writer's pages), with the code that
// shows them (docs/performance.md "Site strings").
import { addEnglishStrings } from '../english-strings.ts';
import readerCheck from '../../locales/reader-check/en.json';

addEnglishStrings(readerCheck);
