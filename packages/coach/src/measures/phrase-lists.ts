// Hebrew phrases of a word list found in a text, for the coach's audience feedback: a word
// matches also behind the prefix letters ו ה ב כ ל מ ש.

const hebrewWord = /[\u05d0-\u05ea]+(?:["׳״'][\u05d0-\u05ea]+)*/g;

function hebrewTokens(text: string): string[] {
  return text.match(hebrewWord) ?? [];
}

/** The token is the word, or the word behind one to three prefix letters. */
function hebrewMatches(token: string, word: string): boolean {
  if (token === word) return true;
  const prefix = token.slice(0, token.length - word.length);
  return token.endsWith(word) && prefix.length > 0 && prefix.length <= 3 && /^[ובכלמשה]+$/.test(prefix);
}

/**
 * Hebrew phrases of the list found in the text (each word of a phrase in a row, prefixes allowed
 * on the first). A word right after "בית" is part of a compound, not itself: "בית החולים" is a
 * hospital, not sick people (a walk through Ethics in Hebrew found them named as affected).
 */
export function foundHebrew(text: string, phrases: readonly string[]): string[] {
  const tokens = hebrewTokens(text);
  return phrases.filter((phrase) => {
    const parts = phrase.split(' ');
    return tokens.some((_, at) =>
      !(at > 0 && hebrewMatches(tokens[at - 1]!, 'בית')) &&
      parts.every((part, offset) => {
        const token = tokens[at + offset];
        return token !== undefined && (offset === 0 ? hebrewMatches(token, part) : token === part);
      }),
    );
  });
}
