// The widget's style sheets in a document (its own look and the page rules). Where the browser
// has constructed style sheets, the widget adopts them (`document.adoptedStyleSheets`): a page
// whose Content-Security-Policy forbids inline styles (no 'unsafe-inline', as this site's own)
// still takes them, since CSP governs <style> markup and style attributes, not the CSSOM.
// Elsewhere (older browsers, jsdom) they are <style> elements in <head>, as before. Either way a
// sheet has an id, and a group of sheets synced together comes last, in the order given, because
// with equal specificity the later rule wins.
export interface WidgetStyleSheet {
  id: string;
  css: string;
}

interface Adopted {
  sheet: CSSStyleSheet;
  css: string;
}

const adoptedByDocument = new WeakMap<Document, Map<string, Adopted>>();
const created = new WeakSet<CSSStyleSheet>();

function canAdopt(document: Document): boolean {
  const view = document.defaultView;
  return (
    view !== null &&
    Array.isArray(document.adoptedStyleSheets) &&
    typeof view.CSSStyleSheet === 'function' &&
    typeof view.CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

function adoptedOf(document: Document): Map<string, Adopted> {
  let sheets = adoptedByDocument.get(document);
  if (!sheets) {
    sheets = new Map();
    adoptedByDocument.set(document, sheets);
  }
  return sheets;
}

function constructed(document: Document, css: string): Adopted {
  const sheet = new (document.defaultView as Window & typeof globalThis).CSSStyleSheet();
  sheet.replaceSync(css);
  created.add(sheet);
  return { sheet, css };
}

/** The document's adopted sheets: the page's own first, then the widget's in `order`. */
function adoptInOrder(document: Document, order: readonly Adopted[]): void {
  const foreign = document.adoptedStyleSheets.filter((sheet) => !created.has(sheet));
  document.adoptedStyleSheets = [...foreign, ...order.map(({ sheet }) => sheet)];
}

/** Whether the widget already put the sheet with this id into the document. */
export function hasStyleSheet(document: Document, id: string): boolean {
  return adoptedOf(document).has(id) || document.getElementById(id)?.tagName === 'STYLE';
}

/** Adds one sheet once (the widget's own look). */
export function addStyleSheet(document: Document, { id, css }: WidgetStyleSheet): void {
  if (hasStyleSheet(document, id)) return;
  if (canAdopt(document)) {
    const sheets = adoptedOf(document);
    sheets.set(id, constructed(document, css));
    adoptInOrder(document, [...sheets.values()]);
    return;
  }
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}

/**
 * Makes the sheets whose ids start with `prefix` exactly `wanted`, in its order and after every
 * other sheet of the widget; the others with the prefix go.
 */
export function syncStyleSheets(document: Document, prefix: string, wanted: readonly WidgetStyleSheet[]): void {
  const wantedIds = new Set(wanted.map(({ id }) => id));
  if (!canAdopt(document)) {
    for (const style of document.head.querySelectorAll<HTMLStyleElement>(`style[id^="${prefix}"]`)) {
      if (!wantedIds.has(style.id)) style.remove();
    }
    for (const { id, css } of wanted) {
      let style = document.getElementById(id);
      if (style?.tagName !== 'STYLE') {
        style = document.createElement('style');
        style.id = id;
      }
      if (style.textContent !== css) style.textContent = css;
      document.head.appendChild(style);
    }
    return;
  }
  const sheets = adoptedOf(document);
  for (const id of [...sheets.keys()]) if (id.startsWith(prefix) && !wantedIds.has(id)) sheets.delete(id);
  const group = wanted.map(({ id, css }) => {
    const known = sheets.get(id);
    if (known && known.css === css) return known;
    if (known) {
      known.sheet.replaceSync(css);
      known.css = css;
      return known;
    }
    const made = constructed(document, css);
    sheets.set(id, made);
    return made;
  });
  const others = [...sheets.entries()].filter(([id]) => !id.startsWith(prefix)).map(([, adopted]) => adopted);
  adoptInOrder(document, [...others, ...group]);
}

/** The text of the widget's sheet with this id, however it was put in (tests, diagnostics). */
export function styleSheetText(document: Document, id: string): string | null {
  const adopted = adoptedOf(document).get(id);
  if (adopted) return adopted.css;
  const element = document.getElementById(id);
  return element?.tagName === 'STYLE' ? element.textContent : null;
}
