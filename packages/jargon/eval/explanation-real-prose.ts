// The real-prose set of the "explained on first use" evaluation (docs/de-jargonizer.md "Key terms
// and explained terms", "Real prose"): short passages quoted from published abstracts, science
// news, two blogs, universities' research news and (in Hebrew, for a bracket gloss) one wiki
// page, each with its address. None was written for the test. Labelled term by term, as an instructor reads them:
// `explained` holds every term the passage explains for a lay reader, with the words that explain
// it (one or more places, as written; the first place in the text that reads so); `unexplained`
// holds every other term the measure flags as rare (a word of `unexplained` is a rare word of the passage; the score lists any rare word left
// unlabelled, and explanations-real-prose.test.ts fails on one). A label covers the term's words as
// written; the measure's mark must lie within them and its explanation must overlap one of the
// labelled places. The passages were labelled before the rules were changed for them; the labels
// corrected after the first run are named in this file's git history (scoring: docs/de-jargonizer.md "Real prose").
// Where a stored page ran a heading into the text ("controversial.ObjectiveTo"), a space or a
// line break was put back; nothing else was changed.

export interface RealProsePassage {
  /** The public page the passage is quoted from. */
  readonly source: string;
  /** What it is: a journal abstract, a news story, a research news page, a wiki. */
  readonly kind: 'abstract' | 'news' | 'research-news' | 'wiki' | 'blog';
  readonly text: string;
  /** Terms the passage explains: the term as written, and the explaining words (one place or several). */
  readonly explained: readonly (readonly [term: string, explanation: string | readonly string[]])[];
  /** Every other term the measure flags as rare, as written. */
  readonly unexplained: readonly string[];
}

export const ENGLISH_REAL_PROSE: readonly RealProsePassage[] = [
  {
    source: 'https://ocean.si.edu/ocean-life/invertebrates/zooxanthellae-and-coral-bleaching',
    kind: 'news',
    text: "Tiny plant-like organisms called zooxanthellae live in the tissues of many animals, including some corals, anemones, and jellyfish, sponges, flatworms, mollusks and foraminifera. These microscopic algae capture sunlight and convert it into energy, just like plants, to provide essential nutrients to the corals. In exchange, they have a place to live inside the animal's body. But when the zooxanthellae are under stress, such as high temperatures, they will die or leave their host—a process known as bleaching.",
    explained: [
      ['zooxanthellae', 'Tiny plant-like organisms'],
      ['bleaching', 'they will die or leave their host'],
    ],
    unexplained: ['corals', 'anemones', 'sponges', 'flatworms', 'mollusks', 'foraminifera'],
  },
  {
    source: 'http://labocine.com/film/59',
    kind: 'news',
    text: "Corals get their energy in part from microscopic symbiotic algae that live inside their cells. These algae, called zooxanthellae, produce sugar and other nutrients through photosynthesis. When ocean temperatures rise beyond a certain threshold, the symbiont's photosynthetic machinery may be damaged and produce harmful reactive oxygen molecules, causing the corals to eject the algae. Without their golden-brown colored symbionts, corals becomes a ghostly white in a process called bleaching and eventually die.",
    explained: [
      ['zooxanthellae', ['microscopic symbiotic algae that live inside their cells', 'These algae']],
      ['bleaching', 'corals becomes a ghostly white'],
    ],
    unexplained: ['corals', 'symbiotic', 'photosynthesis', 'symbiont\'s', 'photosynthetic', 'symbionts', 'ghostly'],
  },
  {
    source: 'https://comparemela.com/ampnews/james-robinson-lancaster-university',
    kind: 'news',
    text: 'Escalating ocean temperatures stemming from climate change are devastating the world’s tropical coral reefs. In response to the stress, corals, which are animals, sometimes unceremoniously jettison the algae that live within them. That expulsion drains the color from the reefs in what’s known as bleaching.',
    explained: [['bleaching', 'That expulsion drains the color from the reefs']],
    unexplained: ['corals', 'unceremoniously', 'jettison'],
  },
  {
    source: 'http://www.coralreefstories.com/home/others/algae/coral-bleaching',
    kind: 'blog',
    text: 'I think coral bleaching is like this: the algae (zooxanthellae) is inside the cells of the coral and under its control. Stress due to high temperature, fresh water or disease prevents the cells from controlling the algae so the algae escapes (zooxanthellae can swim).\n\nWhen the algae and its associated pigments leave, the flesh of coral is see-through (like their jellyfish cousins) and the white skeleton is visible.',
    explained: [['zooxanthellae', 'the algae']],
    unexplained: ['pigments'],
  },
  {
    source: 'https://demo.lifeboat.com/blog/?p=103015',
    kind: 'news',
    text: 'Molecular biologists, for example, were trying to learn more about how cells repair the genetic damage that is routinely inflicted by radiation, chemicals and even body heat. In another area of research, cell biologists were trying to understand how cells govern the timing of when they divide. Other cell biologists wanted to know how cells carry out a natural process called “programmed cell death,” or apoptosis, in which a cell literally commits suicide. And, finally, cancer researchers were puzzled by the fact that at least half of all victims had tumors with mutations in one particular gene — so many that they called the gene a “tumor suppressor” on the grounds that when it was knocked out, a cell was predisposed to become cancerous.',
    explained: [
      ['apoptosis', ['programmed cell death', 'in which a cell literally commits suicide']],
      ['tumor suppressor', 'when it was knocked out, a cell was predisposed to become cancerous'],
    ],
    unexplained: ['biologists', 'predisposed'],
  },
  {
    source: 'https://timesofinnovation.com/retail-news/scientists-find-hidden-protein-that-powers-cellular-energy-helps-ward-off-cancer',
    kind: 'news',
    text: 'The protein in question, named CPEB4, was identified by the team led by Dr. Soman Abraham, a professor of pathology at Duke. Through their meticulous research, they found that CPEB4 is a key player in regulating mitochondrial function, the powerhouse of the cell responsible for generating energy. By modulating mitochondrial activity, CPEB4 ensures that cells have a sufficient energy supply to carry out their essential functions.',
    explained: [['mitochondrial function', 'the powerhouse of the cell responsible for generating energy']],
    unexplained: ['CPEB', 'Soman', 'modulating'],
  },
  {
    source: 'https://freenews.live/found-a-protein-that-allows-cells-to-assess-their-environment-and-travel/',
    kind: 'news',
    text: 'A protein called paxillin is made on the outside of cells and provides sensory information about nearby material. It also serves as an anchor for other materials with the help of a kind of climbing “crampons”. Cats are spiked metal plates attached to climbers’ boots. They, in turn, allow the climber to secure his foot to rock or ice while climbing.',
    explained: [
      ['paxillin', 'is made on the outside of cells and provides sensory information about nearby material'],
      ['crampons', 'spiked metal plates attached to climbers’ boots'],
    ],
    unexplained: [],
  },
  {
    source: 'https://www.poll-vaulter.com/tag/study-finds/',
    kind: 'news',
    text: 'A common B vitamin might actually be harmful for your health. Researchers at Cleveland Clinic have made a significant breakthrough in understanding how high levels of niacin (vitamin B3) could lead to cardiovascular diseases, reports Study Finds.\n\nThe study identifies a new pathway through which excessive dietary niacin contributes to heart disease, challenging previous beliefs about the vitamin’s health benefits.',
    explained: [['niacin', 'vitamin B3']],
    unexplained: [],
  },
  {
    source: 'https://poll-vaulter.com/tag/study-finds/',
    kind: 'news',
    text: 'Niacin is prevalent in the Western diet and has been widely fortified in foods such as flour, cereals, and oats for decades to prevent nutritional deficiencies. However, this new research indicates that overconsumption of niacin can lead to elevated levels of a metabolite known as 4PY, which is now linked to an increased risk of heart attack, stroke, and other cardiovascular events.\n\nThe study’s findings are based on a combination of large-scale clinical studies and preclinical experiments. Researchers discovered that high circulating levels of 4PY are strongly associated with the development of cardiovascular diseases, primarily through its role in triggering vascular inflammation. This inflammation can damage blood vessels, leading to atherosclerosis, a condition characterized by stiff, hardened arteries.',
    explained: [['atherosclerosis', 'a condition characterized by stiff, hardened arteries']],
    unexplained: ['oats', 'overconsumption', 'metabolite', 'PY', 'preclinical', 'niacin'],
  },
  {
    source: 'https://www.poll-vaulter.com/tag/study-finds/',
    kind: 'news',
    text: 'Researchers from Yale University are offering up an explanation: Before birth, they say, mammals dream about the world they’ll eventually enter.\n\nAccording to a report by Study Finds, the Yale scientists conceived the fascinating and thought-provoking theory after observing waves of activity within the neonatal retinas of a group of mice who hadn’t opened their eyes for the first time yet. Upon birth, this activity ceases quickly and a more mature network of visual stimuli begins transmitting to the brain, where mammals further encode and store the information.',
    explained: [],
    unexplained: ['retinas', 'stimuli', 'encode'],
  },
  {
    source: 'https://www.brightsurf.com/search/recent/Game+Theory/news/1/result.html',
    kind: 'news',
    text: 'Our universe is dominated by a mysterious matter known as dark matter. Its name comes from the fact that dark matter does not absorb, reflect or emit electromagnetic radiation, making it difficult to detect.',
    explained: [],
    unexplained: ['electromagnetic'],
  },
  {
    source: 'https://new.igihe.com/category/science-news/page/41',
    kind: 'news',
    text: 'When dormant volcanoes are about to erupt, they show some predictive characteristics–seismic activity beneath the volcano starts to increase, gas escapes through the vent, or the surrounding ground starts to deform. However, until now, there has not been a way to forecast eruptions of more restless volcanoes because of the constant seismic activity and gas and steam emissions. Carnegie volcanologist Diana Roman, working with a team of scientists from Penn State, Oxford University, the University of Iceland, and INETER has shown that periods of seismic quiet occur immediately before eruptions and can thus be used to forecast an impending eruption for restless volcanoes.',
    explained: [],
    unexplained: ['predictive', 'deform', 'volcanologist', 'INETER'],
  },
  {
    source: 'https://new.igihe.com/category/science-news/page/41',
    kind: 'news',
    text: 'The team monitored a sequence of eruptions at the Telica Volcano in Nicaragua in 2011. It is a so-called stratovolcano, with a classic-looking cone built up by many layers of lava and ash. They started monitoring Telica in 2009 with various instruments and by 2011 they had a comprehensive network within 2.5 miles (4 kilometers) of the volcano’s summit.',
    explained: [['stratovolcano', 'with a classic-looking cone built up by many layers of lava and ash']],
    unexplained: ['Telica'],
  },
  {
    source: 'https://behindtheblack.com/tag/astronomy-2/page/36',
    kind: 'news',
    text: 'Worlds without end: Astronomers have detected an atmosphere around an Earth-sized exoplanet 39 light years away.\nThe researchers pored over measurements from the European Southern Observatory in Chile and found that at one wavelength band of light, the planet looked larger than at others, as it crossed the face of its parent star. “These things don’t pop up in the way you expect,” said John Southworth, an astronomer at Keele University in the UK. “We found evidence for the atmosphere at one wavelength band and that wasn’t what we were expecting.”\nThe observations point to an atmosphere that is rich in water or methane, but it will take more measurements with other telescopes to identify the chemicals present.',
    explained: [],
    unexplained: ['exoplanet'],
  },
  {
    source: 'https://www.daily8.com/en/article/84f67f6afac4ec3e1980546dd356942d',
    kind: 'news',
    text: 'Published in Nature Astronomy, the research focuses on WASP-121b, or "Tylos" - an ultra-hot gas giant similar to Jupiter but with surface temperatures exceeding 2500C.\nUsing NASA\'s $A15 billion James Webb Space Telescope, the team observed the Tylos - called an exoplanet as it is beyond our solar system - continuously over 40 hours, capturing more than 3500 exposures.',
    explained: [['exoplanet', 'as it is beyond our solar system']],
    unexplained: ['Tylos', 'exposures'],
  },
  {
    source: 'https://www.daily8.com/en/article/84f67f6afac4ec3e1980546dd356942d',
    kind: 'news',
    text: 'While water vapour and carbon monoxide were expected, silicon monoxide was also detected - the first time this gas has been observed in any planetary atmosphere.\nEven more surprising was the presence of methane on the cooler nightside, a molecule typically only found on far colder planets.',
    explained: [],
    unexplained: ['nightside', 'molecule'],
  },
  {
    source: 'http://universityherald.com/articles/28579/20160216/hubble-data-allows-astronomers-to-detail-super-earths-atmosphere.htm',
    kind: 'news',
    text: '"This is a very exciting result because it\'s the first time that we have been able to find the spectral fingerprints that show the gases present in the atmosphere of a super-Earth," study lead author Angelos Tsiaras, a PhD student at University College London, said in a press release. "Our analysis of 55 Cancri e\'s atmosphere suggests that the planet has managed to cling on to a significant amount of hydrogen and helium from the nebula from which it formed."\nExoplanets like 55 Cancri e are called super-Earths because they are far more massive than our planet but do not quite stack up to its gas giant neighbors.',
    explained: [
      ['super-Earths', 'far more massive than our planet but do not quite stack up to its gas giant neighbors'],
    ],
    unexplained: ['spectral', 'Tsiaras', 'Cancri', 'helium', 'nebula', 'Exoplanets'],
  },
  {
    source: 'https://student.societyforscience.org/print/node/475',
    kind: 'news',
    text: 'The study of planets outside the solar system just took a big jump forward. Scientists have identified some of the gases that make up the atmospheres of four exoplanets circling the same star.\n\n“This is the start of a great new era in exoplanet studies,” Sara Seager told Science News. Seager, who did not take part in the new studies, is a planet hunter at the Massachusetts Institute of Technology in Cambridge.',
    explained: [
      ['exoplanets', 'planets outside the solar system'],
      ['exoplanet', 'planets outside the solar system'],
    ],
    unexplained: [],
  },
  {
    source: 'https://scrippsnews.com/stories/astronomers-find-watery-cloudy-atmosphere-on-exoplanet',
    kind: 'news',
    text: "Astronomers have discovered a cloudy, watery atmosphere on an exoplanet that's 437 light years away.\nMore than 3,000 exoplanets have been discovered to date, but it can be tough to learn about their atmospheres. They're orbiting stars that are light years away, and sometimes they're so close to those stars that it's too bright to see details.\nAnd different exoplanets can gain atmospheres in different ways. Some gather hydrogen and helium while they form. Some get layers of complex organic molecules.",
    explained: [],
    unexplained: ['watery', 'exoplanet', 'exoplanets', 'helium'],
  },
  {
    source: 'http://www.world-science.net/2014.htm',
    kind: 'news',
    text: 'Quantum physics may have just gotten simpler\nNew research claims to unite two strange features of the quantum world, or nature at the smallest scales. (Dec. 20, 2014)',
    explained: [['quantum world', 'nature at the smallest scales']],
    unexplained: [],
  },
  {
    source: 'https://typeset.io/topics/randomized-controlled-trial-2rzthz9p?paper_page=185',
    kind: 'abstract',
    text: "Study Design. A double-blind, randomized controlled trial of a novel educational booklet compared with a traditional booklet for patients seeking treatment in primary care for acute or recurrent low back pain. Objective. To test the impact of a novel educational booklet on patients' beliefs about back pain and functional outcome. Summary of Background Data. The information and advice that health professionals give to patients may be important in health care intervention, but there is little scientific evidence of their effectiveness. A novel patient educational booklet, The Back Book, has been developed to provide evidence-based information and advice consistent with current clinical guidelines.",
    explained: [],
    unexplained: ['randomized'],
  },
  {
    source: 'https://typeset.io/topics/randomized-controlled-trial-2rzthz9p?paper_page=155',
    kind: 'abstract',
    text: 'Context\nIntra-articular hyaluronic acid is a US Food and Drug Administration–approved treatment for knee osteoarthritis (OA); however, its efficacy is controversial.\nObjective\nTo evaluate whether intra-articular hyaluronic acid is efficacious in treating knee OA.\nData Sources\nWe searched for human clinical trials in MEDLINE (1966 through February 2003) and the Cochrane Controlled Trials Register, using the search terms (osteoarthritis, osteoarthrosis, or degenerative arthritis) and (hyaluronic acid, Hyalgan, Synvisc, Artzal, Suplasyn, BioHy, or Orthovisc).',
    explained: [['hyaluronic', 'a US Food and Drug Administration–approved treatment for knee osteoarthritis']],
    unexplained: ['intra-articular', 'osteoarthritis', 'OA', 'efficacious', 'MEDLINE', 'osteoarthrosis', 'Hyalgan', 'Synvisc', 'Artzal', 'Suplasyn', 'BioHy', 'Orthovisc'],
  },
  {
    source: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3059938',
    kind: 'abstract',
    text: 'The human microbiota presents a highly active metabolic that influences the state of health of our gastrointestinal tracts as well as our susceptibility to disease. Although much of our initial microbiota is adopted from our mothers, its final composition and diversity is determined by environmental factors. Westernization has significantly altered our microbial function. Extensive experimental and clinical evidence indicates that the westernized diet, rich in animal products and low in complex carbohydrates, plus the overuse of antibiotics and underuse of breastfeeding, leads to a heightened inflammatory potential of the microbiota. Chronic inflammation leads to the expression of certain diseases in genetically predisposed individuals. Antibiotics and a “clean” environment, termed the “hygiene hypothesis,” has been linked to the rise in allergy and inflammatory bowel disease, due to impaired beneficial bacterial exposure and education of the gut immune system, which comprises the largest immune organ within the body. The elevated risk of colon cancer is associated with the suppression of microbial fermentation and butyrate production, as butyrate provides fuel for the mucosa and is anti-inflammatory and anti-proliferative.',
    explained: [['westernized diet', 'rich in animal products and low in complex carbohydrates']],
    unexplained: ['microbiota', 'metabolic', 'gastrointestinal', 'tracts', 'susceptibility', 'Westernization', 'microbial', 'carbohydrates', 'underuse', 'predisposed', 'fermentation', 'butyrate', 'mucosa', 'anti-proliferative'],
  },
  {
    source: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC9180506',
    kind: 'abstract',
    text: 'Colitis has become a major health concern worldwide. The objective of the present study was to determine the probiotic influence of different strains of B. pseudolongum (Bp7 and Bp8) on alleviating colitis and to explore its possible potential mechanisms. Our results displayed that Bp7 and Bp8 intervention effectively reduced dextran sodium sulfate (DSS)-caused body weight loss and the release of several pro-inflammatory factors (interleukin (IL)-6, IL-1β, and tumor necrosis factor-α (TNF-α)) and increased the activities of antioxidant enzymes (T-AOC, SOD, and GSH) and the concentrations of tight junction proteins (occludin, claudin-1, and ZO-1).',
    explained: [],
    unexplained: ['probiotic', 'pseudolongum', 'dextran', 'sulfate', 'DSS', 'interleukin', 'β', 'necrosis', 'factor-α', 'TNF-α', 'antioxidant', 'enzymes', 'T-AOC', 'SOD', 'GSH', 'occludin', 'claudin', 'ZO'],
  },
  {
    source: 'https://ouci.dntb.gov.ua/en/works/7p2qQqjl',
    kind: 'abstract',
    text: 'The profound impact of the gut microbiome on host health has led to a revolution in biomedical research, motivating researchers from disparate fields to define the specific molecular mechanisms that mediate host-beneficial effects. The advent of genomic technologies allied to the use of model microbiomes in gnotobiotic mouse models has transformed our understanding of intestinal microbial ecology and the impact of the microbiome on the host. However, despite incredible advances, our understanding of the host-microbiome dialogue that shapes host physiology is still in its infancy.',
    explained: [],
    unexplained: ['microbiome', 'microbiomes', 'gnotobiotic', 'intestinal', 'microbial', 'host-microbiome'],
  },
  {
    source: 'https://ouci.dntb.gov.ua/en/?backlinks_to=10.1186%2F1745-6215-15-323&p=3',
    kind: 'abstract',
    text: 'Randomised controlled trials (RCTs), while still considered the gold standard approach in medical research, can encounter impediments to their successful conduct and the dissemination of results. Pretrial qualitative research can usefully address some of these impediments, including recruitment and retention, ethical conduct, and preferred methods of dissemination. However, pretrial qualitative work is rarely undertaken in audiology.',
    explained: [],
    unexplained: ['Randomised', 'RCTs', 'impediments', 'dissemination', 'pretrial', 'qualitative', 'usefully', 'audiology'],
  },
  {
    source: 'https://www.familiprix.com/en/topics/hypothyroidism',
    kind: 'news',
    text: 'Hypothyroidism is a condition in which the thyroid gland is underactive. Thyroid hormones play an important role in many bodily functions, so a decrease in production can have serious adverse effects.\n\nThe thyroid gland, located in the middle of the neck, produces hormones that regulate metabolism (the system that controls how the body uses and stores energy). Hypothyroidism occurs when the thyroid gland does not produce enough thyroid hormone.',
    explained: [
      ['hypothyroidism', ['a condition in which the thyroid gland is underactive', 'when the thyroid gland does not produce enough thyroid hormone']],
      ['metabolism', 'the system that controls how the body uses and stores energy'],
      ['thyroid gland', 'located in the middle of the neck'],
    ],
    unexplained: ['underactive'],
  },
  {
    source: 'https://publications.mcgill.ca/reporter/tag/central-hypothyroidism/',
    kind: 'news',
    text: 'Central hypothyroidism is a condition whose underlying causes have long remained unknown. A recent study led by McGill researchers has begun to unlock the mystery for what appears to be the most common genetic cause of central hypothyroidism by providing, for the first time, an understanding of the underlying mechanism of the disorder.',
    explained: [],
    unexplained: ['hypothyroidism'],
  },
  {
    source: 'http://acciaieriadirubiera.com/the-process-itself-is-known-as-the-ubiquitin-proteasome-system.html',
    kind: 'news',
    text: 'The protein recycling system is critical to healthy cell because it protects him from a potentially toxic build defective proteins. The process itself is known as the ubiquitin-proteasome system, or UPS.',
    explained: [['ubiquitin-proteasome system', 'The protein recycling system']],
    unexplained: [],
  },
];

export const HEBREW_REAL_PROSE: readonly RealProsePassage[] = [
  {
    source: 'https://mako.co.il/news-science/2021_q4/Article-a7ce21b601bec71026.htm',
    kind: 'news',
    text: 'הודות לריצוף הגנים של 273 סוסים מתקופות שונות הצליח צוות חוקרים מצרפת ולהראות שמוצאו של הסוס המודרני היה דווקא במרחק רב מערבה משם, בין נהרות הוולגה והדון במערב רוסיה. החוקרים מצאו שאומנם הסוסים בויתו כמה פעמים כבר לפני 5,000 שנה, אך לפני כ-4,000 שנה לערך הופיע זן הסוסים המוכר לנו כיום, והתפשט במהירות מערבות רוסיה לרחבי אירופה ולמזרח הרחוק. החוקרים גילו כי לזן הזה יש שני גֵנים שהעניקו לו יתרון על פני זני הסוסים שקדמו לו – האחד קשור לאופי רגוע והשני ליכולת נשיאת משאות, שתי תכונות שאפשרו לאלף את הסוסים ולרכוב עליהם לאורך זמן.',
    explained: [],
    unexplained: ['לריצוף'],
  },
  {
    source: 'https://mako.co.il/news-science/2021_q3/Article-8c6fceb97e3fa71026.htm',
    kind: 'news',
    text: 'כוכבי לכת נוצרים מדיסקות אבק וגז שנשארות סביב כוכבים צעירים. ירחים סביב כוכבי לכת יכולים להיווצר על פי התיאוריות המקובלות בשתי דרכים: מדיסקה שנותרת סביב כוכבי הלכת, שחלקים בה נצמדים בהדרגה זה לזה; או שמקורם בגוף חיצוני שנתפס בשדה הכבידה של כוכב הלכת.\nעד כה גילו מדענים יותר מ-4000 כוכבי לכת במערכות שמש אחרות, אך לא ראו היווצרות ירחים סביבם. כעת זיהו לראשונה ירח נוצר מדיסקה סביב כוכב לכת צעיר במערכת שמש אחרת. התצפית של טלסקופ הרדיו ALMA נעשתה על ענק גזי הדומה לצדק, במערכת המרוחקת כ-400 שנות אור מאיתנו.',
    explained: [],
    unexplained: ['ALMA'],
  },
  {
    source: 'https://mobile.mako.co.il/news-science/2021_q4/Article-4a12826b78c5d71026.htm',
    kind: 'news',
    text: 'בניגוד לבני אדם, שמגדלים רק שני סטים של שיניים במהלך חייהם, דגים רבים מחליפים את שיניהם לעיתים קרובות. במחקר חדש, חוקרים בחנו את קצב תחלופת השיניים ואופיה אצל בדגי לינגקוד מהמין Ophiodon elongatus. בעזרת צביעה של הסידן בשיניים הם עקבו אחרי הבקיעה והנשירה שלהן, ומצאו שהדגים מחליפים בממוצע כעשרים שיניים ביום. בניגוד לכרישים, השיניים שלהם לא זזות לאורך הלסת, אלא נשארות במקום שבו בקעו.',
    explained: [],
    unexplained: ['לינגקוד', 'Ophiodon', 'elongatus'],
  },
  {
    source: 'https://mako.co.il/news-science/2022_q3/Article-c966530a65ad181027.htm?Partner=rss',
    kind: 'news',
    text: 'מתכות בעלות שימושים טכנולוגיים ייחודיים אובדות בעיקר בשלב הכרייה, אך 84 אחוזים מכלל איבוד המתכות מתרחש בסוף חייהן, בשל חוסר מיחזור. לכך אחראים היעדר איסוף ומיון ראויים, כמו גם קושי כלכלי וטכנולוגי להפיק ולמחזר מתכות ממוצרים מורכבים. כלומר, כדי לצמצם את בזבוז המתכות יש לפעול לאורך כל שלבי החיים שלהן.',
    explained: [],
    unexplained: [],
  },
  {
    source: 'https://mako.co.il/news-science/2022_q3/Article-c966530a65ad181027.htm?Partner=rss',
    kind: 'news',
    text: 'במשך שנים התגבשה בקרב מדענים המחשבה ששינויים גנטיים (מוטציות) שלא משפיעים על מבנה החלבון שמיוצר מהגֵן הם ניטרליים וחסרי השפעה.',
    explained: [['מוטציות', 'שינויים גנטיים']],
    unexplained: ['התגבשה'],
  },
  {
    source: 'https://www.mako.co.il/news-science/2021_q2/Article-39e06b3da347971026.htm?Partner=rss',
    kind: 'news',
    text: 'אלמוגים הם בעלי חיים שקשה מאוד לגדל בתנאים מבוקרים. שוניות האלמוגים שמשמשות בית למינים ימיים רבים הולכות ונעלמות, ואחת הסיבות לכך היא תופעה אקולוגית הרסנית שנקראת "הלבנת אלמוגים", שגורמת למוות של שוניות שלמות ברחבי העולם כולו. לכן חשוב מאוד שנצליח לגדל אלמוגים בתנאי מעבדה לצורך מחקר. החוקרים, מהמכון למחקר וטכנולוגיה באוקינאווה שביפן, הצליחו ליצור שמונה תרביות שונות של מין האלמוגים Acropora tenuis, והראו שהתאים גדלים במשך שמונה חודשים שלמים ושאפילו אפשר להקפיא ולהפשיר אותם בלי לפגוע בחיוניותם.',
    explained: [['אלמוגים', 'בעלי חיים']],
    unexplained: ['באוקינאווה', 'תרביות', 'Acropora', 'tenuis'],
  },
  {
    source: 'https://ynet.co.il/environment-science/article/r153io1fy',
    kind: 'news',
    text: 'כיום אנו מסוגלים לצפות ביקום בכל אורכי הגל הידועים לנו, מקרינת רדיו ועד קרינת הגמא בעלת האנרגיה הגבוהה במיוחד. יתר על כן, אנחנו יודעים לצפות ביקום גם באמצעים שאינם מבוססים כלל על קרינה אלקטרומגנטית, באמצעות טלסקופים ומצפים המיועדים לגילוי חלקיקים כמו נייטרינו או פרוטונים בעלי אנרגיה גבוהה.\nטלסקופים מבוססי קרינה אלקטרומגנטית\nלכל טלסקופ יש מאפיינים המייחדים אותו וקובעים את סוג הקרינה שהוא מסוגל לקלוט, וגם את רמת ההפרדה (רזולוציה) והרגישות שלו.',
    explained: [['רזולוציה', 'רמת ההפרדה']],
    unexplained: ['טלסקופים', 'נייטרינו', 'פרוטונים', 'המייחדים'],
  },
  {
    source: 'https://www.hayadan.org.il/76-years-for-plutos-discovery-180206',
    kind: 'news',
    text: 'היום בשנת 1930 גילה צעיר בשם קלייד טומבו את פלוטו כאשר השווה פלטות צילום מטלסקופ 13 אינטש במצפה הכוכבים לוול. קלייד גילה את פלוטו על סדרת לוחות צילום שהתמקדו בכוכב דלתא ג\'מינרום (הכוכב הרביעי בעוצמתו בקבוצת תאומים) הידוע גם בשם וואסאט (Wasat), שנמצא במקרה באיזור מישור המילקה – כלומר המסלול שהשמש חוצה מנקודת הראות שלנו.',
    explained: [
      ['ג\'מינרום', 'הכוכב הרביעי בעוצמתו בקבוצת תאומים'],
      ['וואסאט', 'הכוכב הרביעי בעוצמתו בקבוצת תאומים'],
      ['המילקה', 'המסלול שהשמש חוצה מנקודת הראות שלנו'],
    ],
    unexplained: ['טומבו', 'אינטש', 'Wasat'],
  },
  {
    source: 'https://www.globes.co.il/news/article.aspx?did=1001520925',
    kind: 'news',
    text: 'אך לא מדובר בתאים אנושיים רגילים שגדלים בחולדה הזו. החולדה שפיתח רווח נושאת מוטציה ייחודית בגן STXBP1, שכן המודל הזה פותח בתמיכה של פרויקט רפא\'ס מונשוט, שהקימו שגיא גידלי וד"ר אלה גורדון כדי להציל את בנם הסובל ממוטציה בגן הזה.\n"הטכנולוגיה הזו היא התפתחות נוספת של טכנולוגיית ה\'מוחונים\', כדורים זעירים של תאי מוח הגדלים במעבדה, ומדמים לא רק את הפעילות של כל תא בודד, אלא גם תקשורת בין התאים בסביבה תלת ממדית", אומר גידלי.',
    explained: [["ה'מוחונים", 'כדורים זעירים של תאי מוח הגדלים במעבדה']],
    unexplained: ['STXBP', 'רפא\'ס', 'מונשוט'],
  },
  {
    source: 'https://www.makorrishon.co.il/nrg/online/29/ART2/165/045.html',
    kind: 'news',
    text: 'במסגרת המחקר זיהו המדענים שתי מוטציות שונות באותו הגן - האחת בקרב האוכלוסייה העיראקית והאחרת ביוצאי יהדות מרוקו. על פי ההערכות, המוטציות הללו שכיחות למדי כשאחד מכל 40 איש באוכלוסייה זו הוא נשא.\nלאור חומרת המחלה ושכיחותה, ההערכות של צוות המדענים הן שבדיקת הדם לזיהוי מוטציות אלו תהפוך בעתיד הקרוב לבדיקת סקר גנטית לפני היריון ביהודים בני מוצא זה. מדובר גם במחלה רצסיבית, כך שרק אם שני בני הזוג נושאים את המוטציה קיים חשש שילדיהם יחלו במחלה.',
    explained: [['רצסיבית', 'כך שרק אם שני בני הזוג נושאים את המוטציה קיים חשש שילדיהם יחלו במחלה']],
    unexplained: ['העיראקית', 'יהדות'],
  },
  {
    source: 'https://www.makorrishon.co.il/nrg/online/29/ART2/165/045.html',
    kind: 'news',
    text: 'על פי הדיווח, המחלה נובעת מפגם בייצור חומצת אמינו מסוג סלנוציסטאין, המכילה את היסוד סלניום. על פי הידוע כיום, 20 חומצות אמינו המוכרות למדע מרכיבות את אבני הבניין ליצירת כל החלבונים בגוף האדם. בשנים האחרונות התברר כי קיימת חומצת אמינות נוספת והיא הסלנוציסטאין.',
    explained: [
      ['סלנוציסטאין', ['חומצת אמינו מסוג', 'המכילה את היסוד סלניום']],
    ],
    unexplained: ['סלניום'],
  },
  {
    source: 'https://www.hayadan.org.il/lancet-010900',
    kind: 'news',
    text: 'מחלות תורשתיות קלאסיות כמו טיי-זקס, ציסטיק פיברוזיס וסוגי חירשות או פיגור שכלי, הן רק אחוז קטן מהנטל על מערך הבריאות. רבים מהמאושפזים באים לבתי החולים בשל נגעים נפוצים כמו יתר לחץ דם, מחלות לב, סוכרת, אסתמה ועוד. בעוד שמחלות מהסוג הראשון נגרמות על ידי פגם מובהק בגן יחיד, האחרונות קרויות מחלות רב-גניות, ושורשיהן נעוצים בשילוב בין גורמים גנטיים רבים. פענוח הבסיס למחלות הרב-גניות הוא אתגר ראשון במעלה לרפואה המודרנית, וגם תקווה גדולה הטמונה בפרויקט גנום האדם.\nהפרויקט השאפתני הגיע השנה לידי סיום, וכמעט כל רצף הד-נ-א של האדם, כשלושה מיליארד “אותיות” (בסיסים), אצור עתה במחשבי העל של מרכזי הגנום בישראל ובעולם.',
    explained: [],
    unexplained: ['טיי-זקס', 'ציסטיק', 'פיברוזיס', 'גנום'],
  },
  {
    source: 'https://manna.tau.ac.il/research?field_belong_domains_tid=3841&page=1',
    kind: 'research-news',
    text: 'במוח שלנו יש כמות גדולה מאוד של קולטנים המצומדים לחלבון GPCR. הפעלה של חלבונים אלה גורמת לשרשרת תגובות כימיות בתוך התא. הם נפוצים מאוד במוח ומעורבים כמעט בכל פעילות מוחית, כגון למידה וזיכרון. תאי העצב בהם נפוצים ה- GPCRs, חווים שינויים במתח החשמלי שלהם. לפני 20 שנה, התגלה באופן מפתיע כי ה-GPCRs הינם תלויי-מתח, כלומר הם חשים את השינויים במתח החשמלי של תאי העצב ומשנים את תפקודם כתלות במתח.',
    explained: [],
    unexplained: ['קולטנים', 'המצומדים', 'GPCR', 'GPCRs', 'ה-GPCRs'],
  },
  {
    source: 'https://tauweb.tau.ac.il/research?field_belong_domains_tid=3568&page=10',
    kind: 'research-news',
    text: 'מתי הכי טוב לקבוע דייט רומנטי? אחרי השקיעה או אולי הרבה לפני? בעוד שבקולנוע ובספרות שעות הערב והלילה מתוארות לרוב כשעות השמורות לאוהבים, מחקר חדש של אוניברסיטת תל אביב מפתיע ומגלה כי חשיפה לקרינה על-סגולה מהשמש מגבירה את התשוקה הרומנטית בבני אדם. במסגרת המחקר גברים ונשים (נסיינים) נחשפו לקרינת UVB (קרינה על-סגולה) בתנאים מבוקרים, והממצאים היו חד משמעיים: אצל שני המינים נמצאה עלייה בתשוקה הרומנטית. החוקרים גילו כי חשיפה לשמש משפיעה בין השאר גם על ויסות המערכת האנדוקרינית (מערכת הפרשת ההורמונים) המינית בקרב בני אדם.',
    explained: [
      ['נסיינים', 'גברים ונשים'],
      ['UVB', '(קרינה על-סגולה)'],
      ['האנדוקרינית', 'מערכת הפרשת ההורמונים'],
    ],
    unexplained: [],
  },
  {
    source: 'https://tauweb.tau.ac.il/research?field_belong_domains_tid=3568&page=10',
    kind: 'research-news',
    text: 'הטיפול של הנסיינים שטופלו בפוטותרפיה (טיפול בחשיפה לאור) ב-UVB נעשה במרכזים הרפואיים איכילוב ואסותא.',
    explained: [['בפוטותרפיה', 'טיפול בחשיפה לאור']],
    unexplained: ['הנסיינים', 'ב-UVB', 'איכילוב', 'ואסותא'],
  },
  {
    source: 'https://www.biu.ac.il/article/584265',
    kind: 'research-news',
    text: 'אחד הצירים המרכזיים במאבק בסרטן הוא גיוס מערכת החיסון של הגוף עצמו.\nפרופ’ סיריל כהן, מהפקולטה למדעי החיים, הוא מהקולות המובילים בעולם בתחום האימונותרפיה, ועוסק בפיתוח טכנולוגיות שמאפשרות לתכנת מחדש תאיכך שיזהו תאים סרטניים גם כאשר אלו מנסים להסוות את עצמם.\nפרופ’ מירה ברדה־סעד, מהפקולטה למדעי החיים, מהמובילות בעולם בחקר תאי הרג טבעיים. מחקרה מתמקד בהתמודדות עם אחת הבעיות הקשות באימונותרפיה, “תשישות חיסונית”, מצב שבו תאי החיסון מאבדים מיעילותם בסביבה הסרטנית.',
    explained: [['תשישות חיסונית', 'מצב שבו תאי החיסון מאבדים מיעילותם בסביבה הסרטנית']],
    unexplained: ['אימונותרפיה', 'תאיכך'],
  },
  {
    source: 'https://breeze.tau.ac.il/news',
    kind: 'research-news',
    text: 'מחקר בינלאומי רחב היקף, בהובלת חוקרים מהפקולטה למדעי הרפואה והבריאות ע"ש גריי, חשף מנגנון שמאפשר לסרטן השד לשלוח גרורות למוח - תופעה קטלנית ביותר שעד היום אין לה טיפול יעיל. הממצאים החדשים עשויים לאפשר פיתוח של תרופות חדשות ומעקב ממוקד ואישי לגילוי וטיפול מוקדם לגרורות במוח.',
    explained: [],
    unexplained: [],
  },
  {
    source: 'https://tau.ac.il/research/lobby',
    kind: 'research-news',
    text: 'תשכחו מהזכוכית שהכרנו עד היום: חוקרות וחוקרים מאוניברסיטת תל אביב יצרו סוג חדש של זכוכית מהפכנית בעלת תכונות ייחודיות. היא נוצרת באופן ספונטני במגע עם מים בטמפרטורת החדר, היא דביקה מאוד ויחד עם זאת שקופה להפליא, והיא אפילו יכולה לאחות את עצמה אם היא נשברת. לדברי צוות המחקר, הזכוכית החדשה עשויה לחולל מהפכה בענפים שונים ומגוונים כמו אופטיקה ואלקטרואופטיקה, תקשורת לוויינית, חישה מרחוק וביו-רפואה.',
    explained: [],
    unexplained: ['אופטיקה', 'ואלקטרואופטיקה', 'חישה'],
  },
  {
    source: 'https://makorrishon.co.il/magazine/dyukan/335831',
    kind: 'news',
    text: '"הזרקנו לה חלבון מיוחד, שאותו הרחפנו בתמיסה שמעוררת את מערכת החיסון, ודומה לתמיסה בחיסונים שאנחנו בני האדם מקבלים. מכיוון שהחומר צמיגי מאוד, השתמשנו במזרק מגניב וייחודי שמאפשר לערבב אותו. פעם בשבועיים, במשך 16 שבועות, ארגנו הכול, עלינו לרכב ויצאנו לחווה.',
    explained: [],
    unexplained: [],
  },
  {
    source: 'http://www.ecowiki.org.il/wiki/%D7%94%D7%9E%D7%A1%D7%AA_%D7%A7%D7%A8%D7%97%D7%95%D7%A0%D7%99%D7%9D_%D7%95%D7%A9%D7%9C%D7%92%D7%99%D7%9D_%D7%A2%D7%A7%D7%91_%D7%A9%D7%99%D7%A0%D7%95%D7%99%D7%99_%D7%90%D7%A7%D7%9C%D7%99%D7%9D',
    kind: 'wiki',
    text: 'המסה של קרחונים ושלגים בכדור הארץ היא אחת השפעות של התחממות עולמית ושל שינויי אקלים. התחממות עולמית גורמת לשינויי אקלים שכוללים חימום מהיר של אזורי הקטבים והפשרה וצמצום של הקרח והשלג בכדור הארץ. השפעה זו הוכחה מספיק ויש לגביה קונצנזוס מדעי. קרחונים מתנהגים בצורה שונה כאשר הם נמצאים במקומות שונים. הקרח ביבשת אנטרקטיקה מוקף בזרמי ים ואוויר שמבודדים אותו מאקלים של שאר העולם, לעומת זאת הקרח באזור הארקטי (בחצי הצפוני של הכדור) מקושר ליבשות ולכן הוא רגיש יותר לשינויים באקלים.',
    explained: [['הארקטי', 'בחצי הצפוני של הכדור']],
    unexplained: ['הקטבים', 'קונצנזוס', 'אנטרקטיקה'],
  },
];

/**
 * Passages found and labelled after the rules were changed for the lists above, and run once:
 * held out, to show whether the figures above hold on text the rules were not fitted to.
 */
export const ENGLISH_REAL_PROSE_HELD_OUT: readonly RealProsePassage[] = [
  {
    source: 'https://newenergyandfuel.com/http:/newenergyandfuel/com/2008/03/26/',
    kind: 'news',
    text: 'Monday the news broke that a team from the University of Washington, Seattle and the Weizmann Institute of Science, Israel, broke through to making an original enzyme, one that hasn’t existed before in nature. Enzymes are molecules that initiate chemical reactions, and act to catalyze reactions in biological processes.',
    explained: [
      ['enzyme', 'molecules that initiate chemical reactions'],
      ['Enzymes', 'molecules that initiate chemical reactions'],
    ],
    unexplained: ['Weizmann', 'catalyze'],
  },
  {
    source: 'https://en.1xmatch.com/samyy-neulovimyy-belok/',
    kind: 'news',
    text: 'Biochemists from Harvard Medical School in Boston (USA) in 1990 made a major discovery related to the work of proteins. Previously, it was believed that protein blocks formed from amino acids could only be broken down and reassembled with the help of other proteins - enzymes. Harvard scientists monitored one tiny protein known as intein. They separated the intein from the protein chain, and when they reconnected the two broken ends, all signs of the former presence of the protein in the chain disappeared.',
    explained: [['intein', 'one tiny protein']],
    unexplained: ['Biochemists', 'amino', 'acids', 'reassembled', 'enzymes'],
  },
  {
    source: 'http://gut.bmj.com/lookup/ijlink/YTozOntzOjQ6InBhdGgiO3M6MTQ6Ii9sb29rdXAvaWpsaW5rIjtzOjU6InF1ZXJ5IjthOjQ6e3M6ODoibGlua1R5cGUiO3M6NDoiQUJTVCI7czoxMToiam91cm5hbENvZGUiO3M6NjoiZ3V0am5sIjtzOjU6InJlc2lkIjtzOjEwOiI1Ny8xMC8xMzg2IjtzOjQ6ImF0b20iO3M6NDg6Ii9ndXRqbmwvZWFybHkvMjAxNy8wMi8yOC9ndXRqbmwtMjAxNi0zMTMwMDAuYXRvbSI7fXM6ODoiZnJhZ21lbnQiO3M6MDoiIjt9',
    kind: 'abstract',
    text: 'Background: Crohn’s disease (CD) is a chronic relapsing inflammatory bowel disorder. Both biological and psychosocial factors may modulate the illness experience.\n\nAim: The aim of this study was to identify clinical, biological and psychosocial parameters as predictors of clinical relapse in quiescent CD.\n\nMethods: Patients in medically induced remission were followed prospectively for 1 year, or less if they relapsed.',
    explained: [],
    unexplained: ['relapsing', 'psychosocial', 'modulate', 'predictors', 'quiescent', 'prospectively', 'relapsed'],
  },
  {
    source: 'https://openrespiratorymedicinejournal.com/VOLUME/17/ELOCATOR/e187430642307250/FULLTEXT/',
    kind: 'abstract',
    text: 'Background:\nHigh-resolution computed tomography (HRCT) correlates with clinical symptoms, respiratory function, and quality of life in bronchiectasis.\nObjective:\nWe aimed to investigate the relationship between macrolide and acute exacerbation (AE) in idiopathic bronchiectasis classified by the Bronchiectasis Radiologically Indexed CT Score (BRICS).',
    explained: [],
    unexplained: ['computed', 'tomography', 'HRCT', 'correlates', 'bronchiectasis', 'macrolide', 'exacerbation', 'AE', 'idiopathic', 'Radiologically', 'Indexed'],
  },
  {
    source: 'https://revportcardiol.org/en-role-central-obesity-in-risk-articulo-S2174204913002286',
    kind: 'abstract',
    text: 'Recent studies have suggested that abdominal obesity is associated with cardiovascular events in patients with ACS. However, little is known about the additional value of abdominal obesity beyond risk scores. The aim of our study was thus to assess whether waist circumference, a surrogate of abdominal adiposity, adds prognostic information to the GRACE RS.',
    explained: [],
    unexplained: ['ACS', 'circumference', 'adiposity', 'prognostic'],
  },
  {
    source: 'https://distantreader.org/stacks/cord/cord-0002467-qa8e90qv.txt',
    kind: 'abstract',
    text: 'BACKGROUND: Coagulation abnormalities are involved in the pathogenesis of acute exacerbations of idiopathic pulmonary fibrosis (AE-IPF). The administration of recombinant human soluble thrombomodulin (rhTM), which has both anti-inflammatory and anticoagulant activities, improves outcomes and respiratory function in patients with acute respiratory distress syndrome.',
    explained: [],
    unexplained: ['Coagulation', 'pathogenesis', 'exacerbations', 'idiopathic', 'AE-IPF', 'recombinant', 'soluble', 'thrombomodulin', 'rhTM', 'anticoagulant'],
  },
  {
    source: 'https://drc.bmj.com/content/6/1/e000514.full',
    kind: 'abstract',
    text: 'Objectives Lower gastrointestinal symptoms are not well characterized in people with type 1 diabetes, and the effects on quality of life and glycemic control are unknown. This study aimed to determine the prevalence of lower gastrointestinal symptoms and the effects on glycemic control and quality of life, and to investigate for underlying causes.',
    explained: [],
    unexplained: ['gastrointestinal', 'glycemic'],
  },
];

export const HEBREW_REAL_PROSE_HELD_OUT: readonly RealProsePassage[] = [
  {
    source: 'https://iap.tau.ac.il/news/all',
    kind: 'research-news',
    text: 'היכולת לשלוט בדיוק בצורה שבה גלי אור וגלי רדיו מתפשטים, נשברים או משתנים היא הבסיס לטכנולוגיות כמו תקשורת אלחוטית, חיישנים מתקדמים, ועדשות חכמות. משטחים חדשניים שנקראים מטא-משטחים מאפשרים שליטה כזו, ופותחים פתח למהפכות בתחומים כמו תקשורת מהירה (5G ו-6G), מכשור רפואי מתקדם, טכנולוגיות הסוואה ואפילו מחשוב מבוסס אור.',
    explained: [['מטא-משטחים', 'משטחים חדשניים']],
    unexplained: ['G'],
  },
  {
    source: 'https://www.tau.ac.il/research',
    kind: 'research-news',
    text: 'הם ביצעו סריקות MRI במוחם של 50 נבדקים צעירים בני 30 בממוצע ובריאים לפני פרוץ מגפת הקורונה בישראל וכחודשיים לאחר מכן, מיד לאחר היציאה מהסגר הראשון, ומצאו עלייה משמעותית בנפח האמיגדלה – אזור במוח האחראי על ויסות רגשי.',
    explained: [['האמיגדלה', 'אזור במוח האחראי על ויסות רגשי']],
    unexplained: ['MRI', 'הקורונה'],
  },
  {
    source: 'https://physics-h.tau.ac.il/news',
    kind: 'research-news',
    text: 'מחקר חדש של אוניברסיטת תל אביב חושף כי עטלפי יזנוב גדול (Rhinopoma microphyllum) משתמשים בזנבם הארוך כחיישן מישוש "טבעי" כדי לנווט לאחור במערות חשוכות. במסגרת המחקר, החוקרים גילו כי הזנב הארוך של העטלפים פועל ככלי חישה דינמי, שמאפשר להם להימנע ממכשולים ולהתמצא בסביבה מורכבת כשהם מטפסים אחורנית, זאת כאשר יכולות חישה אחרות כמו הראייה והשמע (אקולוקציה) מוגבלות.',
    explained: [['אקולוקציה', 'השמע']],
    unexplained: ['יזנוב', 'Rhinopoma', 'microphyllum', 'חישה', 'דינמי'],
  },
  {
    source: 'https://tauweb.tau.ac.il/research?page=3',
    kind: 'research-news',
    text: 'במקביל, נצפתה הרעה בכל המדדים הסובייקטיביים שדווחו על ידי המשתתפים באמצעות האפליקציה: מצב הרוח הורע, רמת הסטרס (דחק) עלתה, מספר המפגשים החברתיים ירד, פרק הזמן שמוקדש לספורט התקצר, משך השינה התקצר ואיכות השינה הורעה.',
    explained: [['דחק', 'רמת הסטרס']],
    unexplained: ['הסובייקטיביים'],
  },
  {
    source: 'https://maariv.co.il/news/health/Article-1012697',
    kind: 'news',
    text: 'מדענים מאוניברסיטת מערב ניו אינגלנד גילו כי אכילת ענבים משנה את מיקרוביום המעי (חיידקי מעיים) ומשפרת את הבריאות. המחקר, שפורסם בכתב העת "Scientific Reports", בחן את השפעת הענבים על מיקרוביום המעי, שכן ידוע כי המעי מכיל מיליארדי מיקרואורגניזמים המשפיעים על בריאות הציבור.',
    explained: [['מיקרוביום', 'חיידקי מעיים']],
    unexplained: ['Scientific', 'Reports', 'מיקרואורגניזמים'],
  },
  {
    source: 'https://maariv.co.il/news/health/Article-1012697',
    kind: 'news',
    text: 'החיידקים הם מרכיבים של גוף האדם וממלאים בו תפקיד חשוב מאוד. רבים מהם חיים במעי ויש להם שכבה תומכת הנקראת פלורת מעיים, וסוגים רבים של חיידקים חיים גם על עור אנושי בריא.',
    explained: [['פלורת', 'שכבה תומכת']],
    unexplained: [],
  },
  {
    source: 'https://new.huji.ac.il/%D7%97%D7%93%D7%A9%D7%95%D7%AA-0?sv_list_box_delta=1588510784&pager_id=2&destination=node/158324&searchbox=&page=11%2C0%2C3%2C6%2C3%2C3%2C4',
    kind: 'research-news',
    text: 'בתמונה: חולות נודדים במדבר הקלהרי שבדרום אפריקה. מדידות ריכוזי האיזוטופים הקוסמוגניים המצטברים בהם מאפשרים לתארך את הופעתם בנוף.',
    explained: [],
    unexplained: ['הקלהרי', 'האיזוטופים', 'הקוסמוגניים'],
  },
];
