// How the course pages show a person (docs/courses.md "Names"): the name isolated from the text
// around it, so a Hebrew name in an English sentence (or the reverse) keeps its own direction and
// leaves the punctuation where it was; a trainer without a name is "Trainer", never the address.
import type { TFunction } from 'i18next';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A name inside a translated sentence or a list joined into one (where no <bdi> can go). */
export const isolatedName = (name: string) => `${FIRST_STRONG_ISOLATE}${name}${POP_DIRECTIONAL_ISOLATE}`;

/** A trainer as students and other trainers see them: the name, or the word "Trainer". */
export const trainerName = (name: string | null, t: TFunction<'courses'>) =>
  isolatedName(name ?? t('courses.trainerWithoutName'));

/** The trainers of a course as one isolated list, in the order they joined. */
export const trainerNames = (trainers: readonly { name: string | null }[], t: TFunction<'courses'>) =>
  trainers.map((trainer) => trainerName(trainer.name, t)).join(', ');
