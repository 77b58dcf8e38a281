// Messages of the LLM coach's findings (llm/llm-findings.ts, llm/llm-feedback.ts): the heading
// over them, and a finding said in the model's own words ({{- text}}: escaped by the LLM coach,
// as its free answer is). A finding the catalogue of its area can say is said in that area's
// sentence instead.
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const llmMessages: FindingCatalogue = {
  en: {
    'llm.heading': 'What the AI coach found in your text:',
    'llm.said': 'The AI coach: {{- text}}',
  },
  he: {
    'llm.heading': 'מה מאמן הבינה המלאכותית מצא בטקסט שלכם:',
    'llm.said': 'מאמן הבינה המלאכותית: {{- text}}',
  },
  ar: {
    'llm.heading': 'ما وجده مدرّب الذكاء الاصطناعي في نصّك:',
    'llm.said': 'مدرّب الذكاء الاصطناعي: {{- text}}',
  },
};
