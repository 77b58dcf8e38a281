// The shape of a findings catalogue: one module per area (areas/<area>/messages.ts) and the
// shared ones beside this file, each with the same keys in every language. Messages use
// i18next's {{placeholder}} syntax and may contain the chat's small HTML (<strong>, <br />);
// parameters are escaped, the text is not.
import type { CoachLanguage } from '../../i18n/language.ts';

export type MessageTable = Readonly<Record<string, string>>;
export type FindingCatalogue = Readonly<Record<CoachLanguage, MessageTable>>;
