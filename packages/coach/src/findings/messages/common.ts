// Messages shared by several exercises.
import type { FindingCatalogue } from './catalogue.ts';

export const commonMessages: FindingCatalogue = {
  en: {
    'common.heading': '<strong>{{title}}</strong>',
  },
  he: {
    'common.heading': '<strong>{{title}}</strong>',
  },
  ar: {
    'common.heading': '<strong>{{title}}</strong>',
  },
};
