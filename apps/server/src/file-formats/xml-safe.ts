// Text for a Word document's XML: XML 1.0 does not allow C0 controls (but tab and line breaks),
// U+FFFE, U+FFFF or unpaired surrogates, and Word refuses a document holding one as corrupt, so
// they are dropped wherever a .docx is written (the De-Jargonizer's result, an exercise's summary).
const NOT_IN_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;

/** The text without the characters a Word document cannot hold. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_IN_XML, '');
}
