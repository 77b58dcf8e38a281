// Copies a link to the clipboard: the Clipboard API first; where it is missing or refused
// (an insecure origin, a denied permission), the legacy copy of a selected text field (docs/product.md §8:
// "Clipboard copy fails in share dialog: falls back to legacy copy").
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the legacy copy.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
