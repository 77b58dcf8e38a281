// Labelled sentences written after the layer was built and its library chosen, run once to see
// how both libraries and the layer's rules do on sentences nobody tuned them on
// (docs/exercises.md "How the coach decides"). Same labels as labelled-sentences.ts.
import type { LabelledSentence } from './labelled-sentences.ts';

export const heldOutSentences: readonly LabelledSentence[] = [
  { text: 'Since 1998, the glacier has retreated 2 km.', pos: [['retreated', 'VERB'], ['glacier', 'NOUN']], entities: [['1998', 'date'], ['2 km', 'quantity']], connectors: [['Since', 'time']] },
  { text: 'Since the vaccine is cheap, poor countries can use it.', pos: [['vaccine', 'NOUN'], ['cheap', 'ADJ'], ['use', 'VERB']], entities: [], connectors: [['Since', 'cause']] },
  { text: 'As temperatures rise, ticks move north.', pos: [['temperatures', 'NOUN'], ['rise', 'VERB'], ['move', 'VERB']], entities: [], connectors: [['As', 'timeOrCause']] },
  { text: 'While we slept, the sensors recorded 14 hours of data.', pos: [['slept', 'VERB'], ['sensors', 'NOUN'], ['recorded', 'VERB']], entities: [['14 hours', 'date']], connectors: [['While', 'contrast']] },
  { text: 'The clinic treated 2,400 patients in 2022.', pos: [['clinic', 'NOUN'], ['treated', 'VERB'], ['patients', 'NOUN']], entities: [['2,400 patients', 'quantity'], ['2022', 'date']] },
  { text: 'Nitrate levels fell by 18% after the new rules.', pos: [['levels', 'NOUN'], ['fell', 'VERB'], ['rules', 'NOUN']], entities: [['18%', 'percent']] },
  { text: 'Dr. Haddad from the Technion designed the filter.', pos: [['designed', 'VERB'], ['filter', 'NOUN']], entities: [['Haddad', 'person'], ['Technion', 'organisation']] },
  { text: 'Researchers at the University of Tokyo grew 300 kg of rice on the roof.', pos: [['grew', 'VERB'], ['rice', 'NOUN'], ['roof', 'NOUN']], entities: [['University of Tokyo', 'organisation'], ['300 kg', 'quantity']] },
  { text: 'The drug works because it blocks one enzyme.', pos: [['drug', 'NOUN'], ['works', 'VERB'], ['blocks', 'VERB'], ['enzyme', 'NOUN']], entities: [], connectors: [['because', 'cause']] },
  { text: 'The bridge is 40 metres long. It opened in May 2019.', pos: [['bridge', 'NOUN'], ['opened', 'VERB']], entities: [['40 metres', 'quantity'], ['May 2019', 'date']], sentences: ['The bridge is 40 metres long.', 'It opened in May 2019.'] },
  { text: 'About 30 percent of adults snore, so many partners sleep badly.', pos: [['adults', 'NOUN'], ['snore', 'VERB'], ['partners', 'NOUN'], ['sleep', 'VERB']], entities: [['30 percent', 'percent']], connectors: [['so', 'result']] },
  { text: 'The NIH funds three of our projects.', pos: [['funds', 'VERB'], ['projects', 'NOUN']], entities: [['NIH', 'organisation']] },
  { text: 'Each tablet contains 500 mg of paracetamol.', pos: [['tablet', 'NOUN'], ['contains', 'VERB']], entities: [['500 mg', 'quantity']] },
  { text: 'We sampled the lake every week for two years.', pos: [['sampled', 'VERB'], ['lake', 'NOUN'], ['week', 'NOUN']], entities: [['every week', 'date'], ['two years', 'date']] },
  { text: 'Lopez et al. found the same pattern in Peru. We did not.', pos: [['found', 'VERB'], ['pattern', 'NOUN']], entities: [['Lopez', 'person']], sentences: ['Lopez et al. found the same pattern in Peru.', 'We did not.'] },
  { text: 'Birds that migrate early survive better.', pos: [['Birds', 'NOUN'], ['migrate', 'VERB'], ['survive', 'VERB'], ['better', 'ADV']], entities: [] },
  { text: 'Since then, fewer fish have died in the bay.', pos: [['fish', 'NOUN'], ['died', 'VERB'], ['bay', 'NOUN']], entities: [], connectors: [['Since', 'time']] },
  { text: 'The turbine spins at 15 rpm and powers 2,000 homes.', pos: [['turbine', 'NOUN'], ['spins', 'VERB'], ['powers', 'VERB'], ['homes', 'NOUN']], entities: [['2,000 homes', 'quantity']] },
  { text: 'Mothers who breastfeed for six months report less stress.', pos: [['Mothers', 'NOUN'], ['breastfeed', 'VERB'], ['report', 'VERB'], ['stress', 'NOUN']], entities: [['six months', 'date']] },
  { text: 'Our model predicts floods two days earlier than the current system.', pos: [['model', 'NOUN'], ['predicts', 'VERB'], ['floods', 'NOUN'], ['system', 'NOUN']], entities: [['two days', 'date']] },
];
