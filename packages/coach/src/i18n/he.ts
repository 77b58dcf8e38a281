// The coach in Hebrew (localize.ts): English line or template → Hebrew. Placeholders in braces
// stay as they are; {_name} quotes the student.
import type { Catalogue } from './localize.ts';

export const he: Catalogue = {
  messages: {
    // The engine and every exercise
    'Please answer with the number of one of these options:': 'נא לענות במספר של אחת מהאפשרויות האלה:',
    'Please use {min}–{max} words. Currently, you used {count}.': 'נא להשתמש ב־{min}–{max} מילים. כרגע השתמשתם ב־{count}.',
    'Please use at most {max} characters. Currently, you used {count}.': 'נא להשתמש בעד {max} תווים. כרגע השתמשתם ב־{count}.',
    'One word of your answer is {count} characters long; please use real words of at most {max} characters.':
      'מילה אחת בתשובה שלכם ארוכה {count} תווים; נא להשתמש במילים אמיתיות של עד {max} תווים.',
    'Thank you, {_name}!': 'תודה, {_name}!',
    'This exercise could not be continued from where it was (its history was changed or has expired), so it starts again.':
      'לא ניתן היה להמשיך את התרגיל מהמקום שבו היה (ההיסטוריה שלו שונתה או פגה), ולכן הוא מתחיל מחדש.',
    Yes: 'כן',
    No: 'לא',
    'Not sure': 'לא בטוח/ה',

    // Half Life
    "Welcome to the Half Life writing exercise! We're glad you're here.": 'ברוכים הבאים לתרגיל הכתיבה "זמן מחצית חיים"! שמחים שאתם כאן.',
    'Before we begin, please tell me your full name, so that your answers can be kept for the research study.':
      'לפני שנתחיל, כתבו לי את שמכם המלא, כדי שהתשובות שלכם יישמרו עבור המחקר.',
    'Before we start writing: what is the science background of your audience? This helps tailor the exercise to your readers.':
      'לפני שנתחיל לכתוב: מה הרקע המדעי של הקהל שלכם? כך נתאים את התרגיל לקוראים שלכם.',
    'Elementary (primary) school level science (learned science until about age 12)': 'מדע ברמת בית ספר יסודי (למדו מדעים עד גיל 12 בערך)',
    'Junior high school level science (learned science until about age 15)': 'מדע ברמת חטיבת ביניים (למדו מדעים עד גיל 15 בערך)',
    'High school level science (learned science until about age 18)': 'מדע ברמת תיכון (למדו מדעים עד גיל 18 בערך)',
    'Adults with mixed backgrounds': 'מבוגרים עם רקע מגוון',
    'Please tell me what you study and why it is important.': 'ספרו לי מה אתם חוקרים ולמה זה חשוב.',
    'Use about 120 words (100–140), about one minute of speech.': 'השתמשו בכ־120 מילים (100–140), כדקה של דיבור.',
    'Now tell me again what you do and why it matters, but this time in only 60 words (45–75).':
      'עכשיו ספרו לי שוב מה אתם עושים ולמה זה חשוב, אבל הפעם ב־60 מילים בלבד (45–75).',
    "Let's take it one step further: tell me what you do and why it matters in only 30 words (20–40).":
      'נלך צעד אחד רחוק יותר: ספרו לי מה אתם עושים ולמה זה חשוב ב־30 מילים בלבד (20–40).',
    'Finally, now that you have distilled your message and noticed the words your readers may stumble on, you get all 120 words back. I bet it seems a lot now!':
      'ולסיום, עכשיו כשזיקקתם את המסר ושמתם לב למילים שהקוראים עלולים להיתקל בהן, קיבלתם בחזרה את כל 120 המילים. בטח זה נראה לכם הרבה עכשיו!',
    'Tell me again what you study and why it is important, in 120 words (100–140).': 'ספרו לי שוב מה אתם חוקרים ולמה זה חשוב, ב־120 מילים (100–140).',
    "Let's see whether this worked.": 'בואו נראה אם זה עבד.',
    'This is your original text:': 'זה הטקסט המקורי שלכם:',
    'And this is your revised text:': 'וזה הטקסט המתוקן שלכם:',
    'Which one do you think suits a general audience better?': 'איזה מהם לדעתכם מתאים יותר לקהל הרחב?',
    'My original text': 'הטקסט המקורי שלי',
    'My revised text': 'הטקסט המתוקן שלי',
    Neither: 'אף אחד מהם',
    'Both!': 'שניהם!',
    "We're done! We hope this was helpful. Keep practising: every text you write for a general audience gets easier.":
      'סיימנו! אנחנו מקווים שזה עזר. המשיכו להתאמן: כל טקסט שתכתבו לקהל הרחב יהיה קל יותר.',
    'This exercise is finished. Press Restart to write a new one.': 'התרגיל הסתיים. לחצו על "התחלה מחדש" כדי לכתוב טקסט חדש.',

    // The closing reflections
    'Before you go, please tell us how the exercise went for you. For each statement, choose how much you agree, from 1 (strongly disagree) to 5 (strongly agree).':
      'לפני שתלכו, ספרו לנו איך היה התרגיל בשבילכם. לכל היגד, בחרו עד כמה אתם מסכימים, מ־1 (בכלל לא מסכים/ה) עד 5 (מסכים/ה מאוד).',
    'Statement {n} of {total}: {statement}': 'היגד {n} מתוך {total}: {statement}',
    'The chatbot was friendly and easy to use.': 'הצ׳אטבוט היה ידידותי וקל לשימוש.',
    'The exercise challenged me in a way that made me think harder about my writing.': 'התרגיל אתגר אותי באופן שגרם לי לחשוב יותר לעומק על הכתיבה שלי.',
    'The exercise was useful for improving the quality of my writing.': 'התרגיל עזר לי לשפר את איכות הכתיבה שלי.',
    'I would use an exercise like this again for my own texts.': 'הייתי משתמש/ת שוב בתרגיל כזה עבור הטקסטים שלי.',
    'Strongly disagree': 'בכלל לא מסכים/ה',
    Disagree: 'לא מסכים/ה',
    'Neither agree nor disagree': 'לא מסכים/ה ולא מתנגד/ת',
    Agree: 'מסכים/ה',
    'Strongly agree': 'מסכים/ה מאוד',
    'Last question: how did you feel during this exercise, how did it help you, and what did you learn? Write as much or as little as you like.':
      'שאלה אחרונה: איך הרגשתם במהלך התרגיל, במה הוא עזר לכם, ומה למדתם? כתבו כמה שתרצו.',

    // Persuasion and Rhetorics
    'Welcome to the Persuasion and Rhetorics writing exercise!': 'ברוכים הבאים לתרגיל הכתיבה המשכנעת!',
    'You will write a short summary of your research for one audience and then revise it three times, once for each of the classic means of persuasion:':
      'תכתבו תקציר קצר של המחקר שלכם לקהל אחד, ואז תתקנו אותו שלוש פעמים, פעם אחת לכל אחד מאמצעי השכנוע הקלאסיים:',
    '<strong>Logos</strong>: reasoning and evidence.': '<strong>לוגוס</strong>: היגיון וראיות.',
    '<strong>Pathos</strong>: a value you share with your readers.': '<strong>פאתוס</strong>: ערך שמשותף לכם ולקוראים.',
    '<strong>Ethos</strong>: why your readers should trust you.': '<strong>אתוס</strong>: למה הקוראים צריכים לסמוך עליכם.',
    'After each step you will get feedback.': 'אחרי כל שלב תקבלו משוב.',
    'Who are your readers?': 'מי הקוראים שלכם?',
    'Academic readers (other researchers)': 'קוראים אקדמיים (חוקרים אחרים)',
    'The general public': 'הציבור הרחב',
    'Investors or grant committees': 'משקיעים או ועדות מענקים',
    'Government committees and policymakers': 'ועדות ממשלתיות וקובעי מדיניות',
    'A few words are enough.': 'מספיקות כמה מילים.',
    'Tell me a little more about your readers.': 'ספרו לי קצת יותר על הקוראים שלכם.',
    'Now write a summary of your research for {readers}, centred on its goals: what you want to find out and why.':
      'עכשיו כתבו תקציר של המחקר שלכם עבור {readers}, שמתמקד במטרותיו: מה אתם רוצים לגלות ולמה.',
    'Use about 120 words (100–140).': 'השתמשו בכ־120 מילים (100–140).',
    '<strong>Step 1: Logos.</strong> Revise your summary so that its reasoning is easy to follow and its claims are backed: a number, a finding, a source, and words that link cause and effect.':
      '<strong>שלב 1: לוגוס.</strong> תקנו את התקציר כך שקל יהיה לעקוב אחרי ההיגיון שלו והטענות שלו מגובות: מספר, ממצא, מקור, ומילים שמקשרות בין סיבה לתוצאה.',
    'Use 100–140 words.': 'השתמשו ב־100–140 מילים.',
    '<strong>Step 2: Pathos.</strong> Readers are moved by what they care about. Which value do you share with your readers? Name it in 2–5 words, for example “healthy children”, “a safer city” or “saving public money”.':
      '<strong>שלב 2: פאתוס.</strong> קוראים מתרגשים ממה שחשוב להם. איזה ערך משותף לכם ולקוראים? כתבו אותו ב־2–5 מילים, למשל "ילדים בריאים", "עיר בטוחה יותר" או "חיסכון בכסף ציבורי".',
    'Is this value reflected in your summary?': 'האם הערך הזה בא לידי ביטוי בתקציר שלכם?',
    'Revise your summary so that the value you share with your readers comes through. If you think it already does, paste your summary unchanged.':
      'תקנו את התקציר כך שהערך המשותף לכם ולקוראים יבלוט. אם לדעתכם הוא כבר בולט, הדביקו את התקציר ללא שינוי.',
    '<strong>Step 3: Ethos.</strong> Why should your readers trust you? Think of your affiliation, your earlier work, your methods, or the experience of your team. Tell me in 2–40 words.':
      '<strong>שלב 3: אתוס.</strong> למה הקוראים צריכים לסמוך עליכם? חשבו על המוסד שלכם, על עבודתכם הקודמת, על השיטות שלכם או על הניסיון של הצוות. כתבו לי ב־2–40 מילים.',
    'Is this reflected in your summary?': 'האם זה בא לידי ביטוי בתקציר שלכם?',
    'Now a last revision: make sure your readers can see why they should trust you.': 'ועכשיו תיקון אחרון: ודאו שהקוראים יכולים לראות למה לסמוך עליכם.',
    "Let's compare.": 'בואו נשווה.',
    'This is your original summary:': 'זה התקציר המקורי שלכם:',
    'And this is your final summary:': 'וזה התקציר הסופי שלכם:',
    'Which one do you think would persuade {readers} better?': 'איזה מהם לדעתכם ישכנע טוב יותר את {readers}?',
    'My original summary': 'התקציר המקורי שלי',
    'My final summary': 'התקציר הסופי שלי',
    'They are equally good': 'הם טובים באותה מידה',
    'Why? Please explain in 1–3 sentences.': 'למה? נא להסביר ב־1–3 משפטים.',
    'Please answer in 1–3 sentences. Currently, you wrote {count}.': 'נא לענות ב־1–3 משפטים. כרגע כתבתם {count}.',
    'If you wrote this summary again, what would you add? (2–40 words)': 'אם הייתם כותבים את התקציר שוב, מה הייתם מוסיפים? (2–40 מילים)',
    'Last question: what did you learn from this exercise? (5–120 words)': 'שאלה אחרונה: מה למדתם מהתרגיל הזה? (5–120 מילים)',
    "Thank you, we're done! Logos, pathos and ethos work best together: keep this summary and adapt it whenever your readers change.":
      'תודה, סיימנו! לוגוס, פאתוס ואתוס עובדים הכי טוב יחד: שמרו את התקציר והתאימו אותו בכל פעם שהקוראים משתנים.',

    // Ethics
    'Welcome to the Ethics in research writing exercise!': 'ברוכים הבאים לתרגיל הכתיבה "אתיקה במחקר"!',
    'Presenting research to the public, to stakeholders or to other academics can raise ethical questions: who might be harmed, whose privacy is at stake, who paid for the work.':
      'הצגת מחקר לציבור, לבעלי עניין או לאקדמאים אחרים יכולה לעורר שאלות אתיות: מי עלול להיפגע, הפרטיות של מי בסכנה, מי מימן את העבודה.',
    'Think of an ethical issue that presenting your research could raise. Describe the aim of your research and the issue.':
      'חשבו על סוגיה אתית שהצגת המחקר שלכם עלולה לעורר. תארו את מטרת המחקר ואת הסוגיה.',
    'Use 100–120 words.': 'השתמשו ב־100–120 מילים.',
    'Now add one or two ways to resolve this issue, in about 120 words (100–140).': 'עכשיו הוסיפו דרך אחת או שתיים לפתור את הסוגיה, בכ־120 מילים (100–140).',
    'Thinking about these questions, write your final text: the aim of your research, the ethical issue and how you would resolve it, in about 120 words (100–140).':
      'בהתחשב בשאלות האלה, כתבו את הטקסט הסופי: מטרת המחקר, הסוגיה האתית ואיך הייתם פותרים אותה, בכ־120 מילים (100–140).',
    'And this is your final text:': 'וזה הטקסט הסופי שלכם:',
    'Which one presents the ethical issue better?': 'איזה מהם מציג טוב יותר את הסוגיה האתית?',
    'My final text': 'הטקסט הסופי שלי',
    'Why? Please explain in 20–60 words.': 'למה? נא להסביר ב־20–60 מילים.',
    "Thank you, we're done! Journals and funders often ask how you handled such issues: your final text is a good start for that answer.":
      'תודה, סיימנו! כתבי עת וגופים מממנים שואלים לעתים קרובות איך התמודדתם עם סוגיות כאלה: הטקסט הסופי שלכם הוא התחלה טובה לתשובה.',

    // Coherence
    'Welcome to the Coherence Coach! A coherent text flows: every sentence and paragraph connects to the next, so readers follow your ideas without effort.':
      'ברוכים הבאים למאמן הקוהרנטיות! טקסט קוהרנטי זורם: כל משפט ופסקה מתחברים לבאים אחריהם, כך שהקוראים עוקבים אחרי הרעיונות שלכם בלי מאמץ.',
    'Here is how it works:': 'כך זה עובד:',
    '1. Paste a text of 150–500 words: a summary of your research in two or more paragraphs, or two or three consecutive paragraphs from a paper or thesis.':
      '1. הדביקו טקסט של 150–500 מילים: תקציר של המחקר שלכם בשתי פסקאות או יותר, או שתיים–שלוש פסקאות רצופות ממאמר או מעבודת גמר.',
    '2. You will answer five questions about how your text holds together. After each one you fill in a short table, get feedback, and revise your text.':
      '2. תענו על חמש שאלות על הלכידות של הטקסט. אחרי כל אחת תמלאו טבלה קצרה, תקבלו משוב ותתקנו את הטקסט.',
    '3. At the end, you tell us how the exercise went.': '3. בסוף תספרו לנו איך היה התרגיל.',
    'Please paste your text (150–500 words).': 'נא להדביק את הטקסט שלכם (150–500 מילים).',
    'Question {n} of 5: {question}': 'שאלה {n} מתוך 5: {question}',
    'Please answer with 1 (Yes), 2 (No) or 3 (Not sure):': 'נא לענות 1 (כן), 2 (לא) או 3 (לא בטוח/ה):',
    'Please fill in at least one cell of the table before sending it.': 'נא למלא לפחות תא אחד בטבלה לפני השליחה.',
    'Your table for question {n}:': 'הטבלה שלכם לשאלה {n}:',
    'Use your own ideas and the table you filled in to revise your text for {theme}. Paste your whole revised text (150–500 words).':
      'היעזרו ברעיונות שלכם ובטבלה שמילאתם כדי לתקן את הטקסט: {theme}. הדביקו את כל הטקסט המתוקן (150–500 מילים).',
    'Use the suggestions above and your own ideas to revise your text for {theme}. Paste your whole revised text (150–500 words).':
      'היעזרו בהצעות שלמעלה וברעיונות שלכם כדי לתקן את הטקסט: {theme}. הדביקו את כל הטקסט המתוקן (150–500 מילים).',
    'Repeating your key words or terms holds a text together: readers know you are still talking about the same thing. Do you repeat your key words or terms throughout your text?':
      'חזרה על מילות המפתח או המונחים שלכם מלכדת את הטקסט: הקוראים יודעים שאתם עדיין מדברים על אותו הדבר. האם אתם חוזרים על מילות המפתח או המונחים לאורך הטקסט?',
    'Good. Fill in the table: each key word or term you repeat, how many times it appears, and other keywords you could repeat.':
      'יפה. מלאו את הטבלה: כל מילת מפתח או מונח שאתם חוזרים עליהם, כמה פעמים הם מופיעים, ומילות מפתח נוספות שתוכלו לחזור עליהן.',
    'Look at your text again and pick one or two keywords that you could repeat to keep your topic in view. Write them in the table.':
      'הסתכלו שוב בטקסט ובחרו מילת מפתח אחת או שתיים שתוכלו לחזור עליהן כדי שהנושא יישאר בתמונה. כתבו אותן בטבלה.',
    'Adverbs such as “carefully”, “significantly” or “rarely” say precisely how, how much or how often something happens. Do you use adverbs to make your statements precise?':
      'תוארי פועל כמו "בזהירות", "במידה ניכרת" או "לעתים רחוקות" אומרים בדיוק איך, כמה או באיזו תדירות משהו קורה. האם אתם משתמשים בתוארי פועל כדי לדייק את הטענות שלכם?',
    'Good. Give two or three adverbs from your text and the word each one modifies.': 'יפה. כתבו שניים או שלושה תוארי פועל מהטקסט ואת המילה שכל אחד מהם מתאר.',
    'Find verbs or adjectives in your text that would be clearer with an adverb, and write the adverb you could add and the word it would modify.':
      'מצאו בטקסט פעלים או שמות תואר שיהיו ברורים יותר עם תואר פועל, וכתבו את תואר הפועל שתוכלו להוסיף ואת המילה שהוא יתאר.',
    'Pronouns such as “it”, “they”, “this” and “these” link a sentence to something you named before, without repeating it. Do you use pronouns that clearly refer back to earlier words or terms?':
      'כינויים כמו "הוא", "הם", "זה" ו"אלה" מקשרים משפט למשהו שכבר הזכרתם, בלי לחזור עליו. האם אתם משתמשים בכינויים שמפנים בבירור למילים או למונחים קודמים?',
    'Good. List pronouns from your text and the word or term each one refers to.': 'יפה. רשמו כינויים מהטקסט ואת המילה או המונח שכל אחד מהם מפנה אליו.',
    'Find nouns you repeat in neighbouring sentences, and write the pronoun that could replace each one.':
      'מצאו שמות עצם שחוזרים במשפטים סמוכים, וכתבו את הכינוי שיכול להחליף כל אחד מהם.',
    'Varying verbs with similar meanings (“show”, “demonstrate”, “reveal”) keeps a text lively while the thread stays the same. Do you vary the verbs in your text?':
      'גיוון בפעלים בעלי משמעות דומה ("מראה", "מדגים", "חושף") שומר על טקסט חי בזמן שהחוט המקשר נשאר אותו חוט. האם אתם מגוונים את הפעלים בטקסט?',
    'Good. List at least three pairs of verbs with similar meanings that you use in your text.': 'יפה. רשמו לפחות שלושה זוגות של פעלים בעלי משמעות דומה שאתם משתמשים בהם בטקסט.',
    'Pick three or four verbs you use, and write a verb with a similar meaning that could replace each of them somewhere.':
      'בחרו שלושה או ארבעה פעלים שאתם משתמשים בהם, וכתבו פועל בעל משמעות דומה שיכול להחליף כל אחד מהם במקום כלשהו.',
    'Connectors such as “therefore”, “however”, “for example” or “first” show how one point leads to the next, between sentences and between paragraphs. Do you use connectors between your points?':
      'מילות קישור כמו "לכן", "אולם", "לדוגמה" או "ראשית" מראות איך נקודה אחת מובילה לבאה, בין משפטים ובין פסקאות. האם אתם משתמשים במילות קישור בין הנקודות שלכם?',
    'Good. List the connectors you use and whether each links sentences or paragraphs.': 'יפה. רשמו את מילות הקישור שאתם משתמשים בהן והאם כל אחת מקשרת משפטים או פסקאות.',
    'Choose connectors that would suit your text — for adding a point, giving an example, contrasting or ordering steps — and say whether each would link sentences or paragraphs.':
      'בחרו מילות קישור שיתאימו לטקסט שלכם — להוספת נקודה, לדוגמה, לניגוד או לסדר שלבים — וציינו אם כל אחת תקשר משפטים או פסקאות.',
    'Thank you for your reflections, and well done: you have finished the Coherence Coach.': 'תודה על המחשבות שלכם, וכל הכבוד: סיימתם את מאמן הקוהרנטיות.',
    'This exercise is finished. Press Restart to work on a new text.': 'התרגיל הסתיים. לחצו על "התחלה מחדש" כדי לעבוד על טקסט חדש.',

    'Thank you for your revision.':
      'תודה על התיקון.',
    'Thank you! Let’s look at how your text holds together.':
      'תודה! בואו נבדוק איך הטקסט שלכם מתלכד.',
    'Thank you! That was the last question, and your final text is saved.':
      'תודה! זו הייתה השאלה האחרונה, והטקסט הסופי שלכם נשמר.',
    'Thank you! Now let’s think about it together.':
      'תודה! עכשיו בואו נחשוב עליו יחד.',
    'Thank you! That was the last question. Your summary as you last revised it is your final summary.':
      'תודה! זו הייתה השאלה האחרונה. התקציר כפי שתיקנתם אותו לאחרונה הוא התקציר הסופי שלכם.',
    // Critical Thinking
    'Welcome to the Critical Thinking Coach! Thinking critically about your own research means asking what it is for, what it asks, what it rests on and what it means.':
      'ברוכים הבאים למאמן החשיבה הביקורתית! לחשוב באופן ביקורתי על המחקר שלכם פירושו לשאול לשם מה הוא נועד, מה הוא שואל, על מה הוא נשען ומה משמעותו.',
    'You will write a summary of your research, then answer five questions about it. After each of the first four you get feedback and revise your summary.':
      'תכתבו תקציר של המחקר שלכם, ואז תענו על חמש שאלות עליו. אחרי כל אחת מארבע הראשונות תקבלו משוב ותתקנו את התקציר.',
    'Please write or paste a summary of your research (150–500 words).': 'נא לכתוב או להדביק תקציר של המחקר שלכם (150–500 מילים).',
    'Question {n} of 5: {question} Answer in {min}–{max} words.': 'שאלה {n} מתוך 5: {question} ענו ב־{min}–{max} מילים.',
    'What is the main purpose of your research? Copy the sentence or sentences of your summary that state it best, or write it in your own words.':
      'מהי המטרה העיקרית של המחקר שלכם? העתיקו את המשפט או המשפטים מהתקציר שמנסחים אותה הכי טוב, או כתבו אותה במילים שלכם.',
    'What is the key research question, or questions, that your work asks?': 'מהי שאלת המחקר המרכזית, או השאלות, שהעבודה שלכם שואלת?',
    'What is the most important information in your work: the facts or data that your conclusions rest on?':
      'מהו המידע החשוב ביותר בעבודה שלכם: העובדות או הנתונים שהמסקנות שלכם נשענות עליהם?',
    'What are the main conclusions of your work?': 'מהן המסקנות העיקריות של העבודה שלכם?',
    'Why is your work significant for your field and beyond it: what is new, and what does it mean for future research, practice or policy?':
      'למה העבודה שלכם משמעותית לתחום שלכם ומעבר לו: מה חדש בה, ומה היא אומרת על מחקר עתידי, על הפרקטיקה או על המדיניות?',
    'Now revise your summary, using your own insights from answering the question. Paste your whole revised summary (150–500 words).':
      'עכשיו תקנו את התקציר, בעזרת התובנות שלכם מהמענה על השאלה. הדביקו את כל התקציר המתוקן (150–500 מילים).',
    'Now revise your summary {focus}, using the feedback and your own judgement. Paste your whole revised summary (150–500 words).':
      'עכשיו תקנו את התקציר {focus}, בעזרת המשוב ושיקול הדעת שלכם. הדביקו את כל התקציר המתוקן (150–500 מילים).',
    'Thank you for your reflections, and well done: you have finished the Critical Thinking Coach.': 'תודה על המחשבות שלכם, וכל הכבוד: סיימתם את מאמן החשיבה הביקורתית.',
    'This exercise is finished. Press Restart to work on a new summary.': 'התרגיל הסתיים. לחצו על "התחלה מחדש" כדי לעבוד על תקציר חדש.',

    // The neutral coach
    'Thank you.': 'תודה.',
    'Read your text once more: is your main point clear from the first sentence?': 'קראו את הטקסט שלכם שוב: האם הנקודה המרכזית ברורה כבר מהמשפט הראשון?',
    'Read your text once more: would a friend outside your field follow every sentence?': 'קראו את הטקסט שלכם שוב: האם חבר/ה מחוץ לתחום שלכם היו מבינים כל משפט?',
    'Read your text once more: which words could you drop without losing your message?': 'קראו את הטקסט שלכם שוב: אילו מילים תוכלו להשמיט בלי לאבד את המסר?',
    'Read your text once more: does it say why your work matters?': 'קראו את הטקסט שלכם שוב: האם הוא אומר למה העבודה שלכם חשובה?',

    // The LLM coach's introductions (its answer comes in the language it was asked for)
    'The AI coach suggests this more persuasive version. Square brackets mark where your own figure or source would go:':
      'מאמן הבינה המלאכותית מציע את הגרסה המשכנעת יותר הזאת. סוגריים מרובעים מסמנים היכן יבוא נתון או מקור משלכם:',
    'The AI coach read your summary with your shared value in mind:': 'מאמן הבינה המלאכותית קרא את התקציר שלכם מתוך התחשבות בערך המשותף:',
    'The AI coach suggests this way of weaving your credibility into your summary:': 'מאמן הבינה המלאכותית מציע את הדרך הזאת לשלב את האמינות שלכם בתקציר:',
    'The AI coach asks what else could arise:': 'מאמן הבינה המלאכותית שואל מה עוד עלול לעלות:',
    'In your next version, you may want to consider this phrasing suggested by the AI coach:': 'בגרסה הבאה כדאי לשקול את הניסוח הזה שהציע מאמן הבינה המלאכותית:',
    'Which discipline are your academic readers in, and how close is it to yours?': 'באיזה תחום עוסקים הקוראים האקדמיים שלכם, וכמה הוא קרוב לשלכם?',
    'Who exactly among the general public? For example their age, or where they meet your topic in daily life.': 'מי בדיוק מתוך הציבור הרחב? למשל הגיל שלהם, או איפה הם פוגשים את הנושא שלכם בחיי היומיום.',
    'Which investors or which grant? For example a foundation, a fund, or a company in a particular industry.': 'אילו משקיעים או איזה מענק? למשל קרן, קרן השקעות או חברה בענף מסוים.',
    'Which committee or ministry, and what decision could your research inform?': 'איזו ועדה או איזה משרד, ואיזו החלטה המחקר שלכם יכול להזין?',

    // Persuasion and Rhetorics: the reply after the summary (its feedback is in findings/messages/rhetoric.ts)
    'Do the rare words suit your readers? Are key terms missing that they would expect?':
      'האם המילים הנדירות מתאימות לקוראים שלכם? האם חסרים מונחי מפתח שהם היו מצפים להם?',

    // Coherence's tables: headers and example rows (plain text, localizeText)
    'Repeated key word/term': 'מילת מפתח/מונח שחוזרים',
    '# times repeated': 'מספר החזרות',
    'Additional keywords to repeat': 'מילות מפתח נוספות לחזור עליהן',
    'Keywords that can be repeated': 'מילות מפתח שאפשר לחזור עליהן',
    'Adverb': 'תואר פועל',
    'Modified word': 'המילה שהוא מתאר',
    'Pronoun': 'כינוי',
    'Word/term referred to': 'המילה/המונח שאליו הוא מפנה',
    'Verb': 'פועל',
    'Verb with a similar meaning': 'פועל בעל משמעות דומה',
    'Connector': 'מילת קישור',
    'Between sentences or paragraphs?': 'בין משפטים או בין פסקאות?',
    'research question': 'שאלת מחקר',
    'participants, survey': 'משתתפים, סקר',
    'data analysis': 'ניתוח נתונים',
    'carefully': 'בקפידה',
    'analyzed': 'נותחו',
    'these': 'אלה',
    '20 samples': '20 דגימות',
    'demonstrate': 'מדגים',
    'illustrate': 'ממחיש',
    'Therefore': 'לכן',
    'paragraphs': 'פסקאות',
    'sentences': 'משפטים',
  },
  fragments: {
    'readers with elementary school science': 'קוראים עם ידע מדעי של בית ספר יסודי',
    'readers with junior high school science': 'קוראים עם ידע מדעי של חטיבת ביניים',
    'readers with high school science': 'קוראים עם ידע מדעי של תיכון',
    'adult readers with mixed backgrounds': 'קוראים מבוגרים עם רקע מגוון',
    'academic readers in other fields': 'קוראים אקדמיים מתחומים אחרים',
    'the general public': 'הציבור הרחב',
    'investors and grant committees': 'משקיעים וועדות מענקים',
    'government committees and policymakers': 'ועדות ממשלתיות וקובעי מדיניות',
    'your readers': 'הקוראים שלכם',
    'about 10–12 words': 'כ־10–12 מילים',
    'about 14 words': 'כ־14 מילים',
    'about 18 words': 'כ־18 מילים',
    'about 20 words': 'כ־20 מילים',
    'repeating key words or terms to hold the topic together': 'חזרה על מילות מפתח או מונחים כדי ללכד את הנושא',
    'using adverbs to make verbs and adjectives precise': 'שימוש בתוארי פועל כדי לדייק פעלים ושמות תואר',
    'pronouns that clearly refer back to something already named': 'כינויים שמפנים בבירור למשהו שכבר הוזכר',
    'varying verbs with similar meanings': 'גיוון בפעלים בעלי משמעות דומה',
    'connectors that show how one point leads to the next': 'מילות קישור שמראות איך נקודה אחת מובילה לבאה',
    'so that its purpose is stated clearly and accurately': 'כך שהמטרה שלו תנוסח בבהירות ובדיוק',
    'so that your research questions are clear and match your purpose': 'כך ששאלות המחקר שלכם יהיו ברורות ויתאימו למטרה',
    'so that the key facts and data that answer your questions are in it': 'כך שהעובדות והנתונים המרכזיים שעונים על השאלות שלכם יופיעו בו',
    'so that your conclusions answer your questions and each claim has its support': 'כך שהמסקנות שלכם יענו על השאלות ולכל טענה תהיה תמיכה',
    'so that its significance is clear': 'כך שהמשמעות שלו תהיה ברורה',
    '” and “': '” ו“',
  },
};
