// The coach in Arabic (localize.ts): English line or template → Arabic. Placeholders in braces
// stay as they are; {_name} quotes the student.
import type { Catalogue } from './localize.ts';

export const ar: Catalogue = {
  messages: {
    // The engine and every exercise
    'Please answer with the number of one of these options:': 'يرجى الإجابة برقم أحد هذه الخيارات:',
    'Please use {min}–{max} words. Currently, you used {count}.': 'يرجى استخدام {min}–{max} كلمة. استخدمت حتى الآن {count}.',
    'Please use at most {max} characters. Currently, you used {count}.': 'يرجى استخدام {max} حرفًا على الأكثر. استخدمت حتى الآن {count}.',
    'One word of your answer is {count} characters long; please use real words of at most {max} characters.':
      'إحدى كلمات إجابتك طولها {count} حرفًا؛ يرجى استخدام كلمات حقيقية لا يزيد طولها على {max} حرفًا.',
    'Thank you, {_name}!': 'شكرًا، {_name}!',
    'This exercise could not be continued from where it was (its history was changed or has expired), so it starts again.':
      'تعذّرت متابعة هذا التمرين من حيث توقف (تغيّر سجله أو انتهت صلاحيته)، لذا يبدأ من جديد.',
    Yes: 'نعم',
    No: 'لا',
    'Not sure': 'لست متأكدًا',

    // Half Life
    "Welcome to the Half Life writing exercise! We're glad you're here.": 'مرحبًا بك في تمرين الكتابة «نصف العمر»! يسعدنا وجودك هنا.',
    'Before we begin, please tell me your full name, so that your answers can be kept for the research study.':
      'قبل أن نبدأ، يرجى كتابة اسمك الكامل، حتى تُحفظ إجاباتك للدراسة البحثية.',
    'Before we start writing: what is the science background of your audience? This helps tailor the exercise to your readers.':
      'قبل أن نبدأ الكتابة: ما الخلفية العلمية لجمهورك؟ يساعد ذلك على ملاءمة التمرين لقرّائك.',
    'Elementary (primary) school level science (learned science until about age 12)': 'علوم بمستوى المدرسة الابتدائية (درسوا العلوم حتى سن 12 تقريبًا)',
    'Junior high school level science (learned science until about age 15)': 'علوم بمستوى المرحلة الإعدادية (درسوا العلوم حتى سن 15 تقريبًا)',
    'High school level science (learned science until about age 18)': 'علوم بمستوى المرحلة الثانوية (درسوا العلوم حتى سن 18 تقريبًا)',
    'Adults with mixed backgrounds': 'بالغون من خلفيات متنوعة',
    'Please tell me what you study and why it is important.': 'أخبرني ماذا تدرس ولماذا هو مهم.',
    'Use about 120 words (100–140), about one minute of speech.': 'استخدم نحو 120 كلمة (100–140)، أي دقيقة من الكلام تقريبًا.',
    'Now tell me again what you do and why it matters, but this time in only 60 words (45–75).':
      'والآن أخبرني مرة أخرى ماذا تفعل ولماذا هو مهم، لكن هذه المرة في 60 كلمة فقط (45–75).',
    "Let's take it one step further: tell me what you do and why it matters in only 30 words (20–40).":
      'لنتقدّم خطوة أخرى: أخبرني ماذا تفعل ولماذا هو مهم في 30 كلمة فقط (20–40).',
    'Finally, now that you have distilled your message and noticed the words your readers may stumble on, you get all 120 words back. I bet it seems a lot now!':
      'وأخيرًا، بعد أن صفّيت رسالتك ولاحظت الكلمات التي قد يتعثّر بها قرّاؤك، تستعيد الكلمات الـ120 كلها. أراهن أنها تبدو كثيرة الآن!',
    'Tell me again what you study and why it is important, in 120 words (100–140).': 'أخبرني مرة أخرى ماذا تدرس ولماذا هو مهم، في 120 كلمة (100–140).',
    "Let's see whether this worked.": 'لنرَ إن كان هذا قد نجح.',
    'This is your original text:': 'هذا نصك الأصلي:',
    'And this is your revised text:': 'وهذا نصك المنقّح:',
    'Which one do you think suits a general audience better?': 'أيّهما برأيك يناسب الجمهور العام أكثر؟',
    'My original text': 'نصي الأصلي',
    'My revised text': 'نصي المنقّح',
    Neither: 'لا هذا ولا ذاك',
    'Both!': 'كلاهما!',
    "We're done! We hope this was helpful. Keep practising: every text you write for a general audience gets easier.":
      'انتهينا! نأمل أن يكون هذا مفيدًا. واصل التمرّن: كل نص تكتبه للجمهور العام يصبح أسهل.',
    'This exercise is finished. Press Restart to write a new one.': 'انتهى هذا التمرين. اضغط «إعادة البدء» لكتابة نص جديد.',

    // The closing reflections
    'Before you go, please tell us how the exercise went for you. For each statement, choose how much you agree, from 1 (strongly disagree) to 5 (strongly agree).':
      'قبل أن تغادر، أخبرنا كيف كان التمرين بالنسبة إليك. لكل عبارة، اختر مدى موافقتك، من 1 (لا أوافق بشدة) إلى 5 (أوافق بشدة).',
    'Statement {n} of {total}: {statement}': 'العبارة {n} من {total}: {statement}',
    'The chatbot was friendly and easy to use.': 'كان روبوت المحادثة ودودًا وسهل الاستخدام.',
    'The exercise challenged me in a way that made me think harder about my writing.': 'تحدّاني التمرين بطريقة جعلتني أفكّر بعمق أكبر في كتابتي.',
    'The exercise was useful for improving the quality of my writing.': 'كان التمرين مفيدًا لتحسين جودة كتابتي.',
    'I would use an exercise like this again for my own texts.': 'سأستخدم تمرينًا كهذا مرة أخرى لنصوصي.',
    'Strongly disagree': 'لا أوافق بشدة',
    Disagree: 'لا أوافق',
    'Neither agree nor disagree': 'لا أوافق ولا أعارض',
    Agree: 'أوافق',
    'Strongly agree': 'أوافق بشدة',
    'Last question: how did you feel during this exercise, how did it help you, and what did you learn? Write as much or as little as you like.':
      'السؤال الأخير: كيف شعرت خلال هذا التمرين، وكيف ساعدك، وماذا تعلّمت؟ اكتب ما شئت، قليلًا أو كثيرًا.',

    // Persuasion and Rhetorics
    'Welcome to the Persuasion and Rhetorics writing exercise!': 'مرحبًا بك في تمرين الكتابة المقنعة!',
    'You will write a short summary of your research for one audience and then revise it three times, once for each of the classic means of persuasion:':
      'ستكتب ملخصًا قصيرًا لبحثك لجمهور واحد ثم تنقّحه ثلاث مرات، مرة لكل وسيلة من وسائل الإقناع الكلاسيكية:',
    '<strong>Logos</strong>: reasoning and evidence.': '<strong>اللوغوس</strong>: المنطق والأدلة.',
    '<strong>Pathos</strong>: a value you share with your readers.': '<strong>الباثوس</strong>: قيمة تشترك فيها مع قرّائك.',
    '<strong>Ethos</strong>: why your readers should trust you.': '<strong>الإيثوس</strong>: لماذا ينبغي أن يثق بك قرّاؤك.',
    'After each step you will get feedback.': 'بعد كل خطوة ستحصل على ملاحظات.',
    'Who are your readers?': 'من هم قرّاؤك؟',
    'Academic readers (other researchers)': 'قرّاء أكاديميون (باحثون آخرون)',
    'The general public': 'عامة الناس',
    'Investors or grant committees': 'مستثمرون أو لجان منح',
    'Government committees and policymakers': 'لجان حكومية وصانعو سياسات',
    'A few words are enough.': 'تكفي بضع كلمات.',
    'Tell me a little more about your readers.': 'أخبرني المزيد قليلًا عن قرّائك.',
    'Which discipline are your academic readers in, and how close is it to yours?': 'في أي تخصص يعمل قرّاؤك الأكاديميون، وما مدى قربه من تخصصك؟',
    'Who exactly among the general public? For example their age, or where they meet your topic in daily life.': 'مَن تحديدًا من عامة الناس؟ مثلًا أعمارهم، أو أين يصادفون موضوعك في حياتهم اليومية.',
    'Which investors or which grant? For example a foundation, a fund, or a company in a particular industry.': 'أي مستثمرين أو أي منحة؟ مثلًا مؤسسة، أو صندوق، أو شركة في قطاع معيّن.',
    'Which committee or ministry, and what decision could your research inform?': 'أي لجنة أو وزارة، وأي قرار يمكن أن يسهم بحثك فيه؟',
    'Now write a summary of your research for {readers}, centred on its goals: what you want to find out and why.':
      'والآن اكتب ملخصًا لبحثك موجّهًا إلى {readers}، يركّز على أهدافه: ماذا تريد أن تكتشف ولماذا.',
    'Use about 120 words (100–140).': 'استخدم نحو 120 كلمة (100–140).',
    '<strong>Step 1: Logos.</strong> Revise your summary so that its reasoning is easy to follow and its claims are backed: a number, a finding, a source, and words that link cause and effect.':
      '<strong>الخطوة 1: اللوغوس.</strong> نقّح ملخصك بحيث يسهل تتبّع منطقه وتكون ادعاءاته مدعومة: رقم، نتيجة، مصدر، وكلمات تربط السبب بالنتيجة.',
    'Use 100–140 words.': 'استخدم 100–140 كلمة.',
    '<strong>Step 2: Pathos.</strong> Readers are moved by what they care about. Which value do you share with your readers? Name it in 2–5 words, for example “healthy children”, “a safer city” or “saving public money”.':
      '<strong>الخطوة 2: الباثوس.</strong> يتأثر القرّاء بما يهمّهم. ما القيمة التي تشترك فيها مع قرّائك؟ سمّها في 2–5 كلمات، مثل «أطفال أصحّاء» أو «مدينة أكثر أمانًا» أو «توفير المال العام».',
    'Is this value reflected in your summary?': 'هل تنعكس هذه القيمة في ملخصك؟',
    'Revise your summary so that the value you share with your readers comes through. If you think it already does, paste your summary unchanged.':
      'نقّح ملخصك بحيث تظهر القيمة التي تشترك فيها مع قرّائك. إن كنت ترى أنها ظاهرة بالفعل، الصق ملخصك دون تغيير.',
    '<strong>Step 3: Ethos.</strong> Why should your readers trust you? Think of your affiliation, your earlier work, your methods, or the experience of your team. Tell me in 2–40 words.':
      '<strong>الخطوة 3: الإيثوس.</strong> لماذا ينبغي أن يثق بك قرّاؤك؟ فكّر في المؤسسة التي تنتمي إليها، أو أعمالك السابقة، أو أساليبك، أو خبرة فريقك. أخبرني في 2–40 كلمة.',
    'Is this reflected in your summary?': 'هل ينعكس ذلك في ملخصك؟',
    'Now a last revision: make sure your readers can see why they should trust you.': 'والآن تنقيح أخير: تأكّد أن قرّاءك يرون لماذا ينبغي أن يثقوا بك.',
    "Let's compare.": 'لنقارن.',
    'This is your original summary:': 'هذا ملخصك الأصلي:',
    'And this is your final summary:': 'وهذا ملخصك النهائي:',
    'Which one do you think would persuade {readers} better?': 'أيّهما برأيك سيُقنع {readers} أكثر؟',
    'My original summary': 'ملخصي الأصلي',
    'My final summary': 'ملخصي النهائي',
    'They are equally good': 'هما جيدان بالقدر نفسه',
    'Why? Please explain in 1–3 sentences.': 'لماذا؟ يرجى الشرح في 1–3 جمل.',
    'Please answer in 1–3 sentences. Currently, you wrote {count}.': 'يرجى الإجابة في 1–3 جمل. كتبت حتى الآن {count}.',
    'If you wrote this summary again, what would you add? (2–40 words)': 'لو كتبت هذا الملخص مرة أخرى، ماذا ستضيف؟ (2–40 كلمة)',
    'Last question: what did you learn from this exercise? (5–120 words)': 'السؤال الأخير: ماذا تعلّمت من هذا التمرين؟ (5–120 كلمة)',
    "Thank you, we're done! Logos, pathos and ethos work best together: keep this summary and adapt it whenever your readers change.":
      'شكرًا، انتهينا! يعمل اللوغوس والباثوس والإيثوس على أفضل وجه معًا: احتفظ بهذا الملخص وكيّفه كلما تغيّر قرّاؤك.',

    // Ethics
    'Welcome to the Ethics in research writing exercise!': 'مرحبًا بك في تمرين الكتابة «الأخلاقيات في البحث»!',
    'Presenting research to the public, to stakeholders or to other academics can raise ethical questions: who might be harmed, whose privacy is at stake, who paid for the work.':
      'قد يثير عرض البحث على الجمهور أو على أصحاب المصلحة أو على أكاديميين آخرين أسئلة أخلاقية: مَن قد يتضرّر، وخصوصية مَن على المحك، ومَن موّل العمل.',
    'Think of an ethical issue that presenting your research could raise. Describe the aim of your research and the issue.':
      'فكّر في قضية أخلاقية قد يثيرها عرض بحثك. صِف هدف بحثك والقضية.',
    'Use 100–120 words.': 'استخدم 100–120 كلمة.',
    'Now add one or two ways to resolve this issue, in about 120 words (100–140).': 'والآن أضف طريقة أو طريقتين لحل هذه القضية، في نحو 120 كلمة (100–140).',
    'Thinking about these questions, write your final text: the aim of your research, the ethical issue and how you would resolve it, in about 120 words (100–140).':
      'مع التفكير في هذه الأسئلة، اكتب نصك النهائي: هدف بحثك، والقضية الأخلاقية، وكيف ستحلّها، في نحو 120 كلمة (100–140).',
    'And this is your final text:': 'وهذا نصك النهائي:',
    'Which one presents the ethical issue better?': 'أيّهما يعرض القضية الأخلاقية بشكل أفضل؟',
    'My final text': 'نصي النهائي',
    'Why? Please explain in 20–60 words.': 'لماذا؟ يرجى الشرح في 20–60 كلمة.',
    "Thank you, we're done! Journals and funders often ask how you handled such issues: your final text is a good start for that answer.":
      'شكرًا، انتهينا! كثيرًا ما تسأل المجلات والجهات المموّلة كيف تعاملت مع مثل هذه القضايا: نصك النهائي بداية جيدة لتلك الإجابة.',

    // Coherence
    'Welcome to the Coherence Coach! A coherent text flows: every sentence and paragraph connects to the next, so readers follow your ideas without effort.':
      'مرحبًا بك في مدرّب الترابط! النص المترابط ينساب: كل جملة وفقرة تتصل بما يليها، فيتابع القرّاء أفكارك دون عناء.',
    'Here is how it works:': 'إليك طريقة العمل:',
    '1. Paste a text of 150–500 words: a summary of your research in two or more paragraphs, or two or three consecutive paragraphs from a paper or thesis.':
      '1. الصق نصًا من 150–500 كلمة: ملخصًا لبحثك في فقرتين أو أكثر، أو فقرتين أو ثلاث فقرات متتالية من ورقة أو أطروحة.',
    '2. You will answer five questions about how your text holds together. After each one you fill in a short table, get feedback, and revise your text.':
      '2. ستجيب عن خمسة أسئلة حول تماسك نصك. بعد كل سؤال تملأ جدولًا قصيرًا، وتحصل على ملاحظات، وتنقّح نصك.',
    '3. At the end, you tell us how the exercise went.': '3. في النهاية، تخبرنا كيف كان التمرين.',
    'Please paste your text (150–500 words).': 'يرجى لصق نصك (150–500 كلمة).',
    'Question {n} of 5: {question}': 'السؤال {n} من 5: {question}',
    'Please answer with 1 (Yes), 2 (No) or 3 (Not sure):': 'يرجى الإجابة بـ 1 (نعم) أو 2 (لا) أو 3 (لست متأكدًا):',
    'Please fill in at least one cell of the table before sending it.': 'يرجى ملء خلية واحدة على الأقل في الجدول قبل إرساله.',
    'Your table for question {n}:': 'جدولك للسؤال {n}:',
    'Use your own ideas and the table you filled in to revise your text for {theme}. Paste your whole revised text (150–500 words).':
      'استعن بأفكارك وبالجدول الذي ملأته لتنقيح نصك من حيث: {theme}. الصق نصك المنقّح كاملًا (150–500 كلمة).',
    'Use the suggestions above and your own ideas to revise your text for {theme}. Paste your whole revised text (150–500 words).':
      'استعن بالاقتراحات أعلاه وبأفكارك لتنقيح نصك من حيث: {theme}. الصق نصك المنقّح كاملًا (150–500 كلمة).',
    'Repeating your key words or terms holds a text together: readers know you are still talking about the same thing. Do you repeat your key words or terms throughout your text?':
      'تكرار كلماتك أو مصطلحاتك المفتاحية يربط النص: يعرف القرّاء أنك ما زلت تتحدث عن الشيء نفسه. هل تكرّر كلماتك أو مصطلحاتك المفتاحية في أنحاء نصك؟',
    'Good. Fill in the table: each key word or term you repeat, how many times it appears, and other keywords you could repeat.':
      'جيد. املأ الجدول: كل كلمة أو مصطلح مفتاحي تكرّره، وعدد مرات ظهوره، وكلمات مفتاحية أخرى يمكنك تكرارها.',
    'Look at your text again and pick one or two keywords that you could repeat to keep your topic in view. Write them in the table.':
      'انظر إلى نصك مرة أخرى واختر كلمة مفتاحية أو اثنتين يمكنك تكرارهما لإبقاء موضوعك حاضرًا. اكتبهما في الجدول.',
    'Adverbs such as “carefully”, “significantly” or “rarely” say precisely how, how much or how often something happens. Do you use adverbs to make your statements precise?':
      'الظروف مثل «بعناية» و«بشكل ملحوظ» و«نادرًا» تحدّد بدقة كيف يحدث الشيء أو بأي قدر أو بأي تكرار. هل تستخدم الظروف لجعل عباراتك دقيقة؟',
    'Good. Give two or three adverbs from your text and the word each one modifies.': 'جيد. اذكر ظرفين أو ثلاثة من نصك والكلمة التي يصفها كل منها.',
    'Find verbs or adjectives in your text that would be clearer with an adverb, and write the adverb you could add and the word it would modify.':
      'ابحث في نصك عن أفعال أو صفات تصبح أوضح مع ظرف، واكتب الظرف الذي يمكنك إضافته والكلمة التي سيصفها.',
    'Pronouns such as “it”, “they”, “this” and “these” link a sentence to something you named before, without repeating it. Do you use pronouns that clearly refer back to earlier words or terms?':
      'الضمائر مثل «هو» و«هم» و«هذا» و«هذه» تربط الجملة بشيء ذكرته من قبل، دون تكراره. هل تستخدم ضمائر تعود بوضوح إلى كلمات أو مصطلحات سابقة؟',
    'Good. List pronouns from your text and the word or term each one refers to.': 'جيد. اذكر ضمائر من نصك والكلمة أو المصطلح الذي يعود إليه كل منها.',
    'Find nouns you repeat in neighbouring sentences, and write the pronoun that could replace each one.':
      'ابحث عن أسماء تكرّرها في جمل متجاورة، واكتب الضمير الذي يمكن أن يحلّ محلّ كل منها.',
    'Varying verbs with similar meanings (“show”, “demonstrate”, “reveal”) keeps a text lively while the thread stays the same. Do you vary the verbs in your text?':
      'تنويع الأفعال المتقاربة في المعنى («يُظهر» و«يبيّن» و«يكشف») يبقي النص حيًّا بينما يبقى الخيط نفسه. هل تنوّع الأفعال في نصك؟',
    'Good. List at least three pairs of verbs with similar meanings that you use in your text.': 'جيد. اذكر ثلاثة أزواج على الأقل من الأفعال المتقاربة في المعنى التي تستخدمها في نصك.',
    'Pick three or four verbs you use, and write a verb with a similar meaning that could replace each of them somewhere.':
      'اختر ثلاثة أو أربعة أفعال تستخدمها، واكتب فعلًا قريبًا في المعنى يمكن أن يحلّ محلّ كل منها في موضع ما.',
    'Connectors such as “therefore”, “however”, “for example” or “first” show how one point leads to the next, between sentences and between paragraphs. Do you use connectors between your points?':
      'أدوات الربط مثل «لذلك» و«لكن» و«على سبيل المثال» و«أولًا» تبيّن كيف تقود نقطة إلى التي تليها، بين الجمل وبين الفقرات. هل تستخدم أدوات الربط بين نقاطك؟',
    'Good. List the connectors you use and whether each links sentences or paragraphs.': 'جيد. اذكر أدوات الربط التي تستخدمها وهل تربط كل منها جملًا أم فقرات.',
    'Choose connectors that would suit your text — for adding a point, giving an example, contrasting or ordering steps — and say whether each would link sentences or paragraphs.':
      'اختر أدوات ربط تناسب نصك — لإضافة نقطة، أو ضرب مثال، أو المقابلة، أو ترتيب الخطوات — وبيّن هل ستربط كل منها جملًا أم فقرات.',
    'Thank you for your reflections, and well done: you have finished the Coherence Coach.': 'شكرًا على تأملاتك، وأحسنت: لقد أنهيت مدرّب الترابط.',
    'This exercise is finished. Press Restart to work on a new text.': 'انتهى هذا التمرين. اضغط «إعادة البدء» للعمل على نص جديد.',

    'Thank you for your revision.':
      'شكرًا على تنقيحك.',
    'Thank you! Let’s look at how your text holds together.':
      'شكرًا! لننظر كيف يتماسك نصك.',
    'Thank you! That was the last question, and your final text is saved.':
      'شكرًا! كان ذلك السؤال الأخير، وقد حُفظ نصك النهائي.',
    'Thank you! Now let’s think about it together.':
      'شكرًا! لنفكّر فيه معًا الآن.',
    'Thank you! That was the last question. Your summary as you last revised it is your final summary.':
      'شكرًا! كان ذلك السؤال الأخير. ملخصك كما نقّحته آخر مرة هو ملخصك النهائي.',
    // Critical Thinking
    'Welcome to the Critical Thinking Coach! Thinking critically about your own research means asking what it is for, what it asks, what it rests on and what it means.':
      'مرحبًا بك في مدرّب التفكير النقدي! التفكير النقدي في بحثك يعني أن تسأل: ما غايته، وماذا يسأل، وعلامَ يستند، وماذا يعني.',
    'You will write a summary of your research, then answer five questions about it. After each of the first four you get feedback and revise your summary.':
      'ستكتب ملخصًا لبحثك، ثم تجيب عن خمسة أسئلة حوله. بعد كل سؤال من الأسئلة الأربعة الأولى تحصل على ملاحظات وتنقّح ملخصك.',
    'Please write or paste a summary of your research (150–500 words).': 'يرجى كتابة ملخص لبحثك أو لصقه (150–500 كلمة).',
    'Question {n} of 5: {question} Answer in {min}–{max} words.': 'السؤال {n} من 5: {question} أجب في {min}–{max} كلمة.',
    'What is the main purpose of your research? Copy the sentence or sentences of your summary that state it best, or write it in your own words.':
      'ما الغرض الرئيسي من بحثك؟ انسخ الجملة أو الجمل من ملخصك التي تعبّر عنه على أفضل وجه، أو اكتبه بكلماتك.',
    'What is the key research question, or questions, that your work asks?': 'ما سؤال البحث الرئيسي، أو الأسئلة، التي يطرحها عملك؟',
    'What is the most important information in your work: the facts or data that your conclusions rest on?':
      'ما أهم المعلومات في عملك: الحقائق أو البيانات التي تستند إليها استنتاجاتك؟',
    'What are the main conclusions of your work?': 'ما الاستنتاجات الرئيسية لعملك؟',
    'Why is your work significant for your field and beyond it: what is new, and what does it mean for future research, practice or policy?':
      'لماذا عملك مهم لمجالك وما بعده: ما الجديد فيه، وماذا يعني للأبحاث المستقبلية أو الممارسة أو السياسات؟',
    'Now revise your summary, using your own insights from answering the question. Paste your whole revised summary (150–500 words).':
      'والآن نقّح ملخصك، مستعينًا بما توصّلت إليه عند الإجابة عن السؤال. الصق ملخصك المنقّح كاملًا (150–500 كلمة).',
    'Now revise your summary {focus}, using the feedback and your own judgement. Paste your whole revised summary (150–500 words).':
      'والآن نقّح ملخصك {focus}، مستعينًا بالملاحظات وبحكمك الخاص. الصق ملخصك المنقّح كاملًا (150–500 كلمة).',
    'Thank you for your reflections, and well done: you have finished the Critical Thinking Coach.': 'شكرًا على تأملاتك، وأحسنت: لقد أنهيت مدرّب التفكير النقدي.',
    'This exercise is finished. Press Restart to work on a new summary.': 'انتهى هذا التمرين. اضغط «إعادة البدء» للعمل على ملخص جديد.',

    // The neutral coach
    'Thank you.': 'شكرًا.',
    'Read your text once more: is your main point clear from the first sentence?': 'اقرأ نصك مرة أخرى: هل فكرتك الرئيسية واضحة من الجملة الأولى؟',
    'Read your text once more: would a friend outside your field follow every sentence?': 'اقرأ نصك مرة أخرى: هل سيتابع صديق من خارج مجالك كل جملة؟',
    'Read your text once more: which words could you drop without losing your message?': 'اقرأ نصك مرة أخرى: ما الكلمات التي يمكنك حذفها دون أن تفقد رسالتك؟',
    'Read your text once more: does it say why your work matters?': 'اقرأ نصك مرة أخرى: هل يقول لماذا عملك مهم؟',

    // The LLM coach's introductions (its answer comes in the language it was asked for)
    'In your next version, you may want to consider this phrasing suggested by the AI coach:': 'في نسختك القادمة، قد ترغب في النظر في هذه الصياغة التي يقترحها مدرّب الذكاء الاصطناعي:',
    'The AI coach suggests this more persuasive version. Square brackets mark where your own figure or source would go:':
      'يقترح مدرّب الذكاء الاصطناعي هذه النسخة الأكثر إقناعًا. تشير الأقواس المربعة إلى موضع رقمك أو مصدرك:',
    'The AI coach read your summary with your shared value in mind:': 'قرأ مدرّب الذكاء الاصطناعي ملخصك مع مراعاة القيمة المشتركة:',
    'The AI coach suggests this way of weaving your credibility into your summary:': 'يقترح مدرّب الذكاء الاصطناعي هذه الطريقة لنسج مصداقيتك في ملخصك:',
    'The AI coach asks what else could arise:': 'يسأل مدرّب الذكاء الاصطناعي عمّا قد يُثار أيضًا:',

    // Persuasion and Rhetorics: the reply after the summary (its feedback is in findings/messages/rhetoric.ts)
    'Do the rare words suit your readers? Are key terms missing that they would expect?':
      'هل تناسب الكلمات النادرة قرّاءك؟ هل تنقص مصطلحات مفتاحية يتوقعونها؟',

    // Coherence's tables: headers and example rows (plain text, localizeText)
    'Repeated key word/term': 'كلمة/مصطلح مفتاحي متكرر',
    '# times repeated': 'عدد مرات التكرار',
    'Additional keywords to repeat': 'كلمات مفتاحية إضافية للتكرار',
    'Keywords that can be repeated': 'كلمات مفتاحية يمكن تكرارها',
    'Adverb': 'الظرف',
    'Modified word': 'الكلمة الموصوفة',
    'Pronoun': 'الضمير',
    'Word/term referred to': 'الكلمة/المصطلح المشار إليه',
    'Verb': 'الفعل',
    'Verb with a similar meaning': 'فعل قريب في المعنى',
    'Connector': 'أداة الربط',
    'Between sentences or paragraphs?': 'بين الجمل أم بين الفقرات؟',
    'research question': 'سؤال البحث',
    'participants, survey': 'المشاركون، الاستبيان',
    'data analysis': 'تحليل البيانات',
    'carefully': 'بعناية',
    'analyzed': 'حُلّلت',
    'these': 'هذه',
    '20 samples': '20 عينة',
    'demonstrate': 'يُثبت',
    'illustrate': 'يوضّح',
    'Therefore': 'لذلك',
    'paragraphs': 'الفقرات',
    'sentences': 'الجمل',
  },
  fragments: {
    'readers with elementary school science': 'قرّاء لديهم علوم المرحلة الابتدائية',
    'readers with junior high school science': 'قرّاء لديهم علوم المرحلة الإعدادية',
    'readers with high school science': 'قرّاء لديهم علوم المرحلة الثانوية',
    'adult readers with mixed backgrounds': 'قرّاء بالغين من خلفيات متنوعة',
    'academic readers in other fields': 'قرّاء أكاديميين في مجالات أخرى',
    'the general public': 'عامة الناس',
    'investors and grant committees': 'المستثمرين ولجان المنح',
    'government committees and policymakers': 'اللجان الحكومية وصانعي السياسات',
    'your readers': 'قرّائك',
    'about 10–12 words': 'نحو 10–12 كلمة',
    'about 14 words': 'نحو 14 كلمة',
    'about 18 words': 'نحو 18 كلمة',
    'about 20 words': 'نحو 20 كلمة',
    'repeating key words or terms to hold the topic together': 'تكرار الكلمات أو المصطلحات المفتاحية لربط الموضوع',
    'using adverbs to make verbs and adjectives precise': 'استخدام الظروف لجعل الأفعال والصفات دقيقة',
    'pronouns that clearly refer back to something already named': 'ضمائر تعود بوضوح إلى شيء ذُكر من قبل',
    'varying verbs with similar meanings': 'تنويع الأفعال المتقاربة في المعنى',
    'connectors that show how one point leads to the next': 'أدوات ربط تبيّن كيف تقود نقطة إلى التي تليها',
    'so that its purpose is stated clearly and accurately': 'بحيث يُذكر غرضه بوضوح ودقة',
    'so that your research questions are clear and match your purpose': 'بحيث تكون أسئلة بحثك واضحة وتتوافق مع غرضك',
    'so that the key facts and data that answer your questions are in it': 'بحيث تتضمن الحقائق والبيانات الرئيسية التي تجيب عن أسئلتك',
    'so that your conclusions answer your questions and each claim has its support': 'بحيث تجيب استنتاجاتك عن أسئلتك ويكون لكل ادعاء ما يدعمه',
    'so that its significance is clear': 'بحيث تتضح أهميته',
    '” and “': '” و“',
  },
};
