// Text a trainer typed (a course's name) inside a course mail's sentence: one line, isolated
// (U+2068…U+2069) so a Hebrew name in an English sentence, or the reverse, keeps the sentence's order.

export const isolatedInMail = (name: string) => `\u2068${name.replace(/\s+/gu, ' ').trim()}\u2069`;
