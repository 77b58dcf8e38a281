// Which script a text is written in, to analyse a Hebrew text with the Hebrew word list without
// the writer hunting for it. Looks at the letters of the first 5,000 characters.
const SAMPLE = 5000;

/** True when most letters of the text are Hebrew (U+0590–U+05FF). */
export function isMostlyHebrew(text: string): boolean {
  let hebrew = 0;
  let other = 0;
  const end = Math.min(text.length, SAMPLE);
  for (let index = 0; index < end; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0x05d0 && unit <= 0x05ea) hebrew++;
    else if ((unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a) || (unit >= 0xc0 && unit <= 0x24f)) other++;
  }
  return hebrew > 0 && hebrew >= other;
}
