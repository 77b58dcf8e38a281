// The two texts of the Compare page are kept for the tab's session, so that going to another
// De-Jargonizer page and back (or a reload) never loses them, as the analyser keeps its text.
// Files cannot be kept: the browser does not let a page choose a file again by itself.
const KEY = 'scicomm.compare.texts';

export interface CompareDraft {
  period: string;
  beforeText: string;
  afterText: string;
}

export function loadDraft(): Partial<CompareDraft> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    const draft: Partial<CompareDraft> = {};
    for (const field of ['period', 'beforeText', 'afterText'] as const) {
      const value = stored[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    // Storage blocked or a damaged entry: start empty.
    return {};
  }
}

export function saveDraft(draft: CompareDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the texts are still in the boxes.
  }
}
