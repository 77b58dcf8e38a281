// The written fields of the course and study forms: trimmed, with at most so many characters,
// and the same wording of the refusal on each.
import { z } from 'zod';

const tooLong = (max: number, what: string) => `Use at most ${max} characters for ${what}.`;

/** A field the writer may leave empty. */
export const writtenText = (max: number, what: string) => z.string().trim().max(max, tooLong(max, what));

/** A field the writer must fill; `empty` says what to do when it is blank. */
export const filledText = (max: number, what: string, empty: string) =>
  z.string().trim().min(1, empty).max(max, tooLong(max, what));
