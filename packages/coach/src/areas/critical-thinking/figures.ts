// The figures a text gives, as written ("300", "2.5", "40%", "1,200"): Critical Thinking's
// information question checks that the summary carries those of the answer.

export function figuresIn(text: string): string[] {
  return text.match(/(?<![\p{L}\d])\d+(?:[.,]\d+)*%?/gu) ?? [];
}
