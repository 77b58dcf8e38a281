// The shape of a catalogue of messages (findings: each area's messages.ts, each rule kind's
// kind.ts, findings/messages/; chat: messages/), each with the same keys in every language. Messages use
// i18next's {{placeholder}} syntax and may contain the chat's small HTML (<strong>, <br />);
// parameters are escaped, the text is not.
import type { CoachLanguage } from './language.ts';

export type MessageTable = Readonly<Record<string, string>>;
export type FindingCatalogue = Readonly<Record<CoachLanguage, MessageTable>>;
