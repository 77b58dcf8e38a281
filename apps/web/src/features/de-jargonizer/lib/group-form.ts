// The values of Multiple Texts' form (docs/product.md §2 "Group grading"), without its check: the
// page's first download has these, the check (group-form-schema.ts, with zod) comes with the
// form's code.
export interface GroupForm {
  period: string;
  files: File[];
  /** Left out of every file's adjusted score. */
  keyTerms: string[];
}
