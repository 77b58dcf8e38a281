// Messages no one area owns: the heading over the remarks for the readers
// (feedback/half-life-feedback.ts), before the last version and after it.
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const commonMessages: FindingCatalogue = {
  en: {
    'advice.nextVersion': 'For your next version, writing for {{readers}}:',
    'advice.lastVersion': 'For the texts you write next, for {{readers}}:',
  },
  he: {
    'advice.nextVersion': 'לגרסה הבאה, כשאתם כותבים עבור {{readers}}:',
    'advice.lastVersion': 'לטקסטים הבאים שתכתבו עבור {{readers}}:',
  },
  ar: {
    'advice.nextVersion': 'لنسختك القادمة، الموجّهة إلى {{readers}}:',
    'advice.lastVersion': 'لنصوصك القادمة، الموجّهة إلى {{readers}}:',
  },
};
