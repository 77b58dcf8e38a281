// A translated string with a few tagged words, such as "I agree to the <privacy>Privacy
// Policy</privacy>": each tag named in `parts` wraps its words in the element it returns; an
// unknown tag leaves its words as plain text. Tags do not nest and nothing else is parsed (the
// string is text, never HTML). A tag may be a number, as Trans's `<0>…</0>`. It stands in for
// react-i18next's Trans, ~4.5 KB Brotli, on first visits (docs/performance.md): the
// terms-consent dialog and the Persuasion intro need nothing more.
import { Fragment, type ReactNode } from 'react';

const TAGGED_WORDS = /<([\w-]+)>(.*?)<\/\1>/gs;

type Parts = Record<string, (words: string) => ReactNode>;

export function TaggedText({ text, parts }: { text: string; parts: Parts }) {
  const pieces: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAGGED_WORDS)) {
    const [whole, tag = '', words = ''] = match;
    pieces.push(text.slice(end, match.index));
    pieces.push(Object.hasOwn(parts, tag) ? parts[tag]!(words) : words);
    end = match.index + whole.length;
  }
  pieces.push(text.slice(end));
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>{piece}</Fragment>
      ))}
    </>
  );
}
