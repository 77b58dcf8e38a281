// Messages no one area owns: a heading over an area's remarks, and the heading over the remarks
// for the readers (feedback/half-life-feedback.ts), before the last version and after it.
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const commonMessages: FindingCatalogue = {
  en: {
    'common.heading': '<strong>{{title}}</strong>',
    'advice.nextVersion': 'For your next version, writing for {{readers}}:',
    'advice.lastVersion': 'For the texts you write next, for {{readers}}:',
  },
  he: {
    'common.heading': '<strong>{{title}}</strong>',
    'advice.nextVersion': 'לגרסה הבאה, כשאתם כותבים עבור {{readers}}:',
    'advice.lastVersion': 'לטקסטים הבאים שתכתבו עבור {{readers}}:',
  },
  ar: {
    'common.heading': '<strong>{{title}}</strong>',
    'advice.nextVersion': 'لنسختك القادمة، الموجّهة إلى {{readers}}:',
    'advice.lastVersion': 'لنصوصك القادمة، الموجّهة إلى {{readers}}:',
  },
};
