// The values of the two Compare forms (docs/compare.md), without their checks: the page's first
// download has these, the checks (form-schemas.ts, with zod) come with the form's code.

export const SIDES = ['before', 'after'] as const;
export type Side = (typeof SIDES)[number];

export interface TextsForm {
  period: string;
  beforeText: string;
  afterText: string;
  beforeFile: File | null;
  afterFile: File | null;
  /** Left out of both texts' adjusted scores. */
  keyTerms: string[];
}

export interface GroupsForm {
  period: string;
  before: File[];
  after: File[];
  keyTerms: string[];
}
