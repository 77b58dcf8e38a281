// Hand labels of every rare word of the wordnet-meanings texts that is shown an English
// loanword's meanings (wordnet-meanings-eval.ts; src/english-loanwords.ts): the English word it
// was read as, and whether the definitions shown give the word's meaning in its sentence (a wrong
// English word, or a right word whose senses miss the sentence's, is false). A label whose English
// word is no longer the one matched is not counted. firstFits: the first definition shown is the
// sentence's sense (the others may not be). Labelled by reading each sentence, November 2026.
import type { WordnetLanguage } from '../src/language-wordnets.ts';

export interface LoanwordLabel {
  readonly english: string;
  readonly fits: boolean;
  readonly firstFits: boolean;
}

export const LOANWORD_LABELS: Record<WordnetLanguage, Readonly<Record<string, LoanwordLabel>>> = {
  he: {
    // The fuel sense first.
    'הביומסה': { english: 'biomass', fits: true, firstFits: false },
    'בפוטוסינתזה': { english: 'photosynthesis', fits: true, firstFits: true },
    'הכלורופיל': { english: 'chlorophyl', fits: true, firstFits: true },
    'שבכלורופלסטים': { english: 'chloroplast', fits: true, firstFits: true },
    'המיטוכונדריה': { english: 'mitochondrion', fits: true, firstFits: true },
    'אדנוזין': { english: 'adenosine', fits: true, firstFits: true },
    'הריבוזומים': { english: 'ribosome', fits: true, firstFits: true },
    'הטרנסקריפציה': { english: 'transcription', fits: true, firstFits: true },
    'הפולימראז': { english: 'polymerase', fits: true, firstFits: true },
    'במיטוזה': { english: 'mitosis', fits: true, firstFits: true },
    'הטרוזיגוטי': { english: 'heterozygote', fits: true, firstFits: true },
    'והפנוטיפ': { english: 'phenotype', fits: true, firstFits: true },
    'הפרוקריוטים': { english: 'procaryote', fits: true, firstFits: true },
    'והפלזמידים': { english: 'plasmid', fits: true, firstFits: true },
    'הציטוקינים': { english: 'cytokine', fits: true, firstFits: true },
    'מקרופאגים': { english: 'macrophage', fits: true, firstFits: true },
    'לאנטיגנים': { english: 'antigen', fits: true, firstFits: true },
    'הפתוגנים': { english: 'pathogen', fits: true, firstFits: true },
    'האימונותרפיה': { english: 'immunotherapy', fits: true, firstFits: true },
    'ההידרוליזה': { english: 'hydrolysis', fits: true, firstFits: true },
    'קרבוקסילית': { english: 'carboxyl', fits: true, firstFits: true },
    'האיזוטופים': { english: 'isotope', fits: true, firstFits: true },
    'הנייטרונים': { english: 'neutron', fits: true, firstFits: true },
    'האלקטרוליט': { english: 'electrolyte', fits: true, firstFits: true },
    'הקתודה': { english: 'cathode', fits: true, firstFits: true },
    'ממונומרים': { english: 'monomer', fits: true, firstFits: true },
    'התרמודינמיקה': { english: 'thermodynamics', fits: true, firstFits: true },
    // communication-theory entropy first.
    'האנטרופיה': { english: 'entropy', fits: true, firstFits: false },
    'ספקטרוסקופיה': { english: 'spectroscopy', fits: true, firstFits: true },
    'וכרומטוגרפיה': { english: 'chromatography', fits: true, firstFits: true },
    'המטבוליטים': { english: 'metabolite', fits: true, firstFits: true },
    'הטיטרציה': { english: 'titration', fits: true, firstFits: true },
    'הבוזון': { english: 'boson', fits: true, firstFits: true },
    'באינטרפרומטר': { english: 'interferometer', fits: true, firstFits: true },
    'הדיפרקציה': { english: 'diffraction', fits: true, firstFits: true },
    'הטנזור': { english: 'tensor', fits: true, firstFits: true },
    'לאיסכמיה': { english: 'ischaemia', fits: true, firstFits: true },
    'טכיקרדיה': { english: 'tachycardia', fits: true, firstFits: true },
    'האונקולוגית': { english: 'oncologic', fits: true, firstFits: true },
    'הפרמקוקינטיקה': { english: 'pharmacokinetics', fits: true, firstFits: true },
    'והאנדוסקופיה': { english: 'endoscopy', fits: true, firstFits: true },
    'ברקורסיה': { english: 'recursion', fits: true, firstFits: true },
    'הקומפיילר': { english: 'compiler', fits: true, firstFits: true },
    // software containers, not a box for goods.
    'בקונטיינרים': { english: 'container', fits: false, firstFits: false },
    // disk latency first.
    'הלטנטיות': { english: 'latency', fits: true, firstFits: false },
    // the gradient of gradient descent (derivatives), not a graded change of a physical quantity.
    'הגרדיאנט': { english: 'gradient', fits: false, firstFits: false },
    'באינטרפולציה': { english: 'interpolation', fits: true, firstFits: true },
    'סטוכסטי': { english: 'stochastic', fits: true, firstFits: true },
    'בייסיאני': { english: 'bayesian', fits: true, firstFits: true },
    // a posterior distribution: neither sense.
    'הפוסטריורית': { english: 'posterior', fits: false, firstFits: false },
    // architecture first.
    'הטקטוניקה': { english: 'tectonics', fits: true, firstFits: false },
    'בליתוספרה': { english: 'lithosphere', fits: true, firstFits: true },
    'הסדימנטציה': { english: 'sedimentation', fits: true, firstFits: true },
    'הפרמפרוסט': { english: 'permafrost', fits: true, firstFits: true },
    'והאלבדו': { english: 'albedo', fits: true, firstFits: true },
    'הסופרנובה': { english: 'supernova', fits: true, firstFits: true },
    'פולסר': { english: 'pulsar', fits: true, firstFits: true },
    'הפרלקסה': { english: 'parallax', fits: true, firstFits: true },
    'האאוטרופיקציה': { english: 'eutrophication', fits: true, firstFits: true },
    'האוטוטרופים': { english: 'autotroph', fits: true, firstFits: true },
    'בסינפסה': { english: 'synapse', fits: true, firstFits: true },
    'האקסונים': { english: 'axone', fits: true, firstFits: true },
    'והדנדריטים': { english: 'dendrite', fits: true, firstFits: true },
    'ההיפוקמפוס': { english: 'hippocampus', fits: true, firstFits: true },
    // biology first.
    'והמורפולוגיה': { english: 'morphology', fits: true, firstFits: false },
    'המורפמות': { english: 'morpheme', fits: true, firstFits: true },
    // pragmatics read as pragmatic, an imperial decree.
    'והפרגמטיקה': { english: 'pragmatic', fits: false, firstFits: false },
    'הסטגפלציה': { english: 'stagflation', fits: true, firstFits: true },
    'הפיאזואלקטרי': { english: 'piezoelectric', fits: true, firstFits: true },
    'הקינאז': { english: 'kinase', fits: true, firstFits: true },
    'ההיסטונים': { english: 'histone', fits: true, firstFits: true },
    'בכרומטין': { english: 'chromatin', fits: true, firstFits: true },
    'האוקסין': { english: 'auxin', fits: true, firstFits: true },
    'הפוטוטרופיזם': { english: 'phototropism', fits: true, firstFits: true },
    'הנפרונים': { english: 'nephron', fits: true, firstFits: true },
    // a ligand binding a receptor, not the coordination-chemistry sense.
    'הליגנד': { english: 'ligand', fits: false, firstFits: false },
    'לרצפטור': { english: 'receptor', fits: true, firstFits: true },
    // a symmetrical arrangement first.
    'הקונפורמציה': { english: 'conformation', fits: true, firstFits: false },
    'הפירוליזה': { english: 'pyrolysis', fits: true, firstFits: true },
    'הקריסטלוגרפיה': { english: 'crystallography', fits: true, firstFits: true },
    'האיזומרים': { english: 'isomer', fits: true, firstFits: true },
    'והאנתלפיה': { english: 'enthalpy', fits: true, firstFits: true },
    // orthogonal (a plural adjective of matrices) read as orthogonality.
    'האורתוגונליות': { english: 'orthogonality', fits: false, firstFits: false },
    'הבייסיאני': { english: 'bayesian', fits: true, firstFits: true },
    'הקריפטוגרפי': { english: 'cryptographic', fits: true, firstFits: true },
    // asymmetric encryption: only the spatial sense is shown.
    'אסימטרית': { english: 'asymmetric', fits: false, firstFits: false },
    'הקרבונטיים': { english: 'carbonate', fits: true, firstFits: true },
    'הפתוגנזה': { english: 'pathogenesis', fits: true, firstFits: true },
    'לתרומבוזיס': { english: 'thrombosis', fits: true, firstFits: true },
    'הגנרטיבי': { english: 'generative', fits: true, firstFits: true },
    'המוניטריסטים': { english: 'monetarist', fits: true, firstFits: true },
    'בקלורימטר': { english: 'calorimeter', fits: true, firstFits: true },
    'מהיפוקלמיה': { english: 'hypokalemia', fits: true, firstFits: true },
    'והנייטרונים': { english: 'neutron', fits: true, firstFits: true },
    'אינטובציה': { english: 'intubation', fits: true, firstFits: true },
    'דיאכרונית': { english: 'diachronic', fits: true, firstFits: true },
    // a network's topology: none of the three senses.
    'הטופולוגיה': { english: 'topology', fits: false, firstFits: false },
    // chip photolithography, not the printing process.
    'הפוטוליתוגרפיה': { english: 'photolithography', fits: false, firstFits: false },
    'הצירקדיים': { english: 'circadian', fits: true, firstFits: true },
    'האסטרוציטים': { english: 'astrocyte', fits: true, firstFits: true },
    'אדיאבטי': { english: 'adiabatic', fits: true, firstFits: true },
    'איזומרים': { english: 'isomer', fits: true, firstFits: true },
    'טיטרציה': { english: 'titration', fits: true, firstFits: true },
    'הידרוקסידי': { english: 'hydroxide', fits: true, firstFits: true },
    'המטמורפיים': { english: 'metamorphic', fits: true, firstFits: true },
    'הטקטוניים': { english: 'tectonic', fits: true, firstFits: true },
    'הסטרטיגרפיה': { english: 'stratigraphy', fits: true, firstFits: true },
    'האקסון': { english: 'axone', fits: true, firstFits: true },
    'הסינפטית': { english: 'synaptic', fits: true, firstFits: true },
    'ציטוקינים': { english: 'cytokine', fits: true, firstFits: true },
    'הפגוציטים': { english: 'phagocyte', fits: true, firstFits: true },
    'היסטמין': { english: 'histamine', fits: true, firstFits: true },
    'בסופרנובה': { english: 'supernova', fits: true, firstFits: true },
    'נייטרונים': { english: 'neutron', fits: true, firstFits: true },
    'פתוגנים': { english: 'pathogen', fits: true, firstFits: true },
  },
  ar: {
    'الإنتروبيا': { english: 'entropy', fits: true, firstFits: true },
    'الميتوكوندريا': { english: 'mitochondrion', fits: true, firstFits: true },
    'الريبوسومات': { english: 'ribosome', fits: true, firstFits: true },
    'الأوكسينات': { english: 'auxin', fits: true, firstFits: true },
    'كواركات': { english: 'quark', fits: true, firstFits: true },
    'الغلوونات': { english: 'gluon', fits: true, firstFits: true },
    'النيوترينو': { english: 'neutrino', fits: true, firstFits: true },
    'المونومرات': { english: 'monomer', fits: true, firstFits: true },
    'التكتونية': { english: 'tectonic', fits: true, firstFits: true },
    'البوكسيت': { english: 'bauxite', fits: true, firstFits: true },
    'السيزموغراف': { english: 'seismograph', fits: true, firstFits: true },
    'الأسثينوسفير': { english: 'asthenosphere', fits: true, firstFits: true },
    'الغابرو': { english: 'gabbro', fits: true, firstFits: true },
    // plasma cells: neither germ plasm nor blood plasma.
    'بلازمية': { english: 'plasm', fits: false, firstFits: false },
    'نيوترونيا': { english: 'neutron', fits: true, firstFits: true },
  },
};
