// Messages of the ethos area (why readers should trust the writer): its heading, its lesson
// (feedback/rhetoric-feedback.ts) and the LLM coach's findings (the statement missing: its
// statement-missing/kind.ts). Hebrew speaks in the plural, Arabic without grammatical gender.
// {{- name}} is a value the coach has already escaped (a list of quoted excerpts).
import type { FindingCatalogue } from '../../i18n/catalogue.ts';

export const ethosMessages: FindingCatalogue = {
  en: {
    'teach.ethos':
      'In your summary, find the words that tell readers why they can trust you: where you work, what you have done, how you work. If there are none, add a short phrase.',
    'ethos.heading': '<strong>Ethos (why readers should trust you)</strong>',
    'ethos.affiliation': 'Your summary says where you work: {{- phrases}}.',
    'ethos.experience': 'It says what you have done before: {{- phrases}}.',
    'ethos.method': 'It says how you work: {{- phrases}}.',
    'ethos.noAffiliation': 'Does it say where you work? If not, add a short phrase where you first speak of your work, “{{sentence}}”, such as “at the University of …” or “in our lab”.',
    'ethos.noExperience': 'Does it say what you have done before? If not, add a short phrase where you first speak of your work, “{{sentence}}”, such as “for five years I have studied …”.',
    'ethos.noAffiliationAnywhere': 'Does it say who you are and where you work? If not, add a sentence about your work, such as “In our lab at the University of … we …”.',
    'ethos.noExperienceAnywhere': 'Does it say what you have done before? If not, add a sentence about your work, such as “For five years I have studied …”.',
    'ethos.noMethod': 'Does it say how you work? If not, a short phrase is enough, such as “we measured …” or “in a survey of …”.',
  },
  he: {
    'teach.ethos':
      'מצאו בתקציר את המילים שאומרות לקוראים למה אפשר לסמוך עליכם: איפה אתם עובדים, מה עשיתם, איך אתם עובדים. אם אין כאלה, הוסיפו ביטוי קצר.',
    'ethos.heading': '<strong>אתוס (למה הקוראים צריכים לסמוך עליכם)</strong>',
    'ethos.affiliation': 'התקציר שלכם אומר איפה אתם עובדים: {{- phrases}}.',
    'ethos.experience': 'הוא אומר מה עשיתם בעבר: {{- phrases}}.',
    'ethos.method': 'הוא אומר איך אתם עובדים: {{- phrases}}.',
    'ethos.noAffiliation': 'האם הוא אומר איפה אתם עובדים? אם לא, הוסיפו ביטוי קצר במקום שבו אתם מדברים לראשונה על העבודה שלכם, "{{sentence}}", כמו "באוניברסיטת …" או "במעבדה שלנו".',
    'ethos.noExperience': 'האם הוא אומר מה עשיתם בעבר? אם לא, הוסיפו ביטוי קצר במקום שבו אתם מדברים לראשונה על העבודה שלכם, "{{sentence}}", כמו "כבר חמש שנים אני חוקרת …".',
    'ethos.noAffiliationAnywhere': 'האם הוא אומר מי אתם ואיפה אתם עובדים? אם לא, הוסיפו משפט על העבודה שלכם, כמו "במעבדה שלנו באוניברסיטת … אנחנו …".',
    'ethos.noExperienceAnywhere': 'האם הוא אומר מה עשיתם בעבר? אם לא, הוסיפו משפט על העבודה שלכם, כמו "כבר חמש שנים אני חוקרת …".',
    'ethos.noMethod': 'האם הוא אומר איך אתם עובדים? אם לא, מספיק ביטוי קצר, כמו "מדדנו …" או "בסקר של …".',
  },
  ar: {
    'teach.ethos':
      'أين في ملخصك الكلمات التي تخبر القرّاء لماذا يمكنهم الوثوق بك: مكان عملك، وما أنجزته، وطريقة عملك؟ إن لم تكن فيه، فمن المفيد إضافة عبارة قصيرة.',
    'ethos.heading': '<strong>الإيثوس (لماذا ينبغي أن يثق بك القرّاء)</strong>',
    'ethos.affiliation': 'يذكر ملخصك مكان عملك: {{- phrases}}.',
    'ethos.experience': 'ويذكر ما أنجزته من قبل: {{- phrases}}.',
    'ethos.method': 'ويذكر طريقة عملك: {{- phrases}}.',
    'ethos.noAffiliation': 'هل يذكر مكان عملك؟ إن لم يفعل، فمن المفيد إضافة عبارة قصيرة حيث يُذكر عملك أول مرة، «{{sentence}}»، مثل «في جامعة …» أو «في مختبرنا».',
    'ethos.noExperience': 'هل يذكر ما أنجزته من قبل؟ إن لم يفعل، فمن المفيد إضافة عبارة قصيرة حيث يُذكر عملك أول مرة، «{{sentence}}»، مثل «منذ خمس سنوات أدرس …».',
    'ethos.noAffiliationAnywhere': 'هل يذكر مَن أنت ومكان عملك؟ إن لم يفعل، فمن المفيد إضافة جملة عن عملك، مثل «في مختبرنا في جامعة … نحن …».',
    'ethos.noExperienceAnywhere': 'هل يذكر ما أنجزته من قبل؟ إن لم يفعل، فمن المفيد إضافة جملة عن عملك، مثل «منذ خمس سنوات أدرس …».',
    'ethos.noMethod': 'هل يذكر طريقة عملك؟ إن لم يفعل، تكفي عبارة قصيرة، مثل «قسنا …» أو «في مسح شمل …».',
  },
};
