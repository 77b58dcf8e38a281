// Which UTF-16 units are Arabic letters, apart from arabic.ts: the script of a text is read on
// every page of the De-Jargonizer (text-script.ts), and importing it from arabic.ts took the
// measure's Arabic normalisation and clitic tables along into those pages' common chunk.

/** Any Arabic letter (not tatweel): the Arabic block and its supplements (Persian and Urdu letters included), and the presentation forms. */
export function isArabicLetter(unit: number): boolean {
  return (
    (unit >= 0x0620 && unit <= 0x064a && unit !== 0x0640) ||
    (unit >= 0x066e && unit <= 0x06d3) ||
    unit === 0x06d5 ||
    (unit >= 0x06fa && unit <= 0x06ff) ||
    (unit >= 0x0750 && unit <= 0x077f) ||
    (unit >= 0x08a0 && unit <= 0x08c9) ||
    (unit >= 0xfb50 && unit <= 0xfdfb) ||
    (unit >= 0xfe70 && unit <= 0xfefc)
  );
}
