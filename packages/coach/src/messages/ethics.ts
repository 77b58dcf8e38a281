// Ethics (scripts/ethics.ts).
import type { ChatCatalogue } from './catalogue.ts';

export const ethicsMessages: ChatCatalogue = {
  en: {
    'ethics.greeting': 'Welcome to the Ethics in research writing exercise!',
    'ethics.intro': 'Presenting research to the public, to stakeholders or to other academics can raise ethical questions: who might be harmed, whose privacy is at stake, who paid for the work.',
    'ethics.originalText': 'Think of an ethical issue that presenting your research could raise. Describe the aim of your research and the issue.',
    'ethics.originalText.length': 'Use 100–120 words.',
    'ethics.mitigateText': 'Now add one or two ways to resolve this issue, in about 120 words (100–140).',
    'ethics.finalText': 'Thinking about these questions, write your final text: the aim of your research, the ethical issue and how you would resolve it, in about 120 words (100–140).',
    'ethics.yourFinalText': 'And this is your final text:',
    'ethics.whichIsBetter': 'Which one presents the ethical issue better?',
    'ethics.better.final': 'My final text',
    'ethics.why': 'Why? Please explain in 20–60 words.',
    'ethics.finished': 'Thank you, we\'re done! Journals and funders often ask how you handled such issues: your final text is a good start for that answer.',
  },
  he: {
    'ethics.greeting': 'ברוכים הבאים לתרגיל הכתיבה "אתיקה במחקר"!',
    'ethics.intro': 'הצגת מחקר לציבור, לבעלי עניין או לאקדמאים אחרים יכולה לעורר שאלות אתיות: מי עלול להיפגע, הפרטיות של מי בסכנה, מי מימן את העבודה.',
    'ethics.originalText': 'חשבו על סוגיה אתית שהצגת המחקר שלכם עלולה לעורר. תארו את מטרת המחקר ואת הסוגיה.',
    'ethics.originalText.length': 'השתמשו ב־100–120 מילים.',
    'ethics.mitigateText': 'עכשיו הוסיפו דרך אחת או שתיים לפתור את הסוגיה, בכ־120 מילים (100–140).',
    'ethics.finalText': 'בהתחשב בשאלות האלה, כתבו את הטקסט הסופי: מטרת המחקר, הסוגיה האתית ואיך הייתם פותרים אותה, בכ־120 מילים (100–140).',
    'ethics.yourFinalText': 'וזה הטקסט הסופי שלכם:',
    'ethics.whichIsBetter': 'איזה מהם מציג טוב יותר את הסוגיה האתית?',
    'ethics.better.final': 'הטקסט הסופי שלי',
    'ethics.why': 'למה? נא להסביר ב־20–60 מילים.',
    'ethics.finished': 'תודה, סיימנו! כתבי עת וגופים מממנים שואלים לעתים קרובות איך התמודדתם עם סוגיות כאלה: הטקסט הסופי שלכם הוא התחלה טובה לתשובה.',
  },
  ar: {
    'ethics.greeting': 'مرحبًا بك في تمرين الكتابة «الأخلاقيات في البحث»!',
    'ethics.intro': 'قد يثير عرض البحث على الجمهور أو على أصحاب المصلحة أو على أكاديميين آخرين أسئلة أخلاقية: مَن قد يتضرّر، وخصوصية مَن على المحك، ومَن موّل العمل.',
    'ethics.originalText': 'ما القضية الأخلاقية التي قد يثيرها عرض بحثك؟ المطلوب وصف هدف بحثك والقضية.',
    'ethics.originalText.length': 'المطلوب 100–120 كلمة.',
    'ethics.mitigateText': 'والآن المطلوب إضافة طريقة أو طريقتين لحل هذه القضية، في نحو 120 كلمة (100–140).',
    'ethics.finalText': 'مع التفكير في هذه الأسئلة، حان وقت نصك النهائي: هدف بحثك، والقضية الأخلاقية، وطريقة حلّها، في نحو 120 كلمة (100–140).',
    'ethics.yourFinalText': 'وهذا نصك النهائي:',
    'ethics.whichIsBetter': 'أيّهما يعرض القضية الأخلاقية بشكل أفضل؟',
    'ethics.better.final': 'نصي النهائي',
    'ethics.why': 'لماذا؟ يرجى الشرح في 20–60 كلمة.',
    'ethics.finished': 'شكرًا، انتهينا! كثيرًا ما تسأل المجلات والجهات المموّلة كيف تعاملت مع مثل هذه القضايا: نصك النهائي بداية جيدة لتلك الإجابة.',
  },
};
