// Hand-labelled sentences for choosing and checking the language-analysis layer
// (docs/exercises.md "How the coach decides"). Written as a science-writing student would
// write them, with the cases the coach's rules depend on: "since", "as" and "while" for time
// or for cause, years beside measurements, units, percentages, named sources, and sentence
// ends around abbreviations. Labels say what the words are, not what any library outputs.
//
// pos: chosen tokens and their universal part of speech (the nth occurrence of the token when
// a third element is given, 0-based). entities: every date/time, quantity (a number with a
// unit, or a count of things: "300 wells"), percentage, organisation and person in the text (exhaustive, so precision counts).
// sentences: the expected sentences, when the item checks splitting. connectors: what "since",
// "as", "while", "so" … do in the sentence (time or cause), as a reader understands them.

export type Pos = 'NOUN' | 'PROPN' | 'VERB' | 'AUX' | 'ADJ' | 'ADV' | 'ADP' | 'SCONJ' | 'CCONJ' | 'DET' | 'PRON' | 'NUM';
export type LabelledEntityType = 'date' | 'quantity' | 'percent' | 'organisation' | 'person';

export interface LabelledSentence {
  text: string;
  pos?: readonly (readonly [string, Pos] | readonly [string, Pos, number])[];
  entities?: readonly (readonly [string, LabelledEntityType])[];
  sentences?: readonly string[];
  /** What a connector does here: cause, result, time, contrast; null when it is not a connector. */
  connectors?: readonly (readonly [string, string | null])[];
}

export const labelledSentences: readonly LabelledSentence[] = [
  { text: 'Since 2010, the lake has lost 40 cm of water.', pos: [['Since', 'ADP'], ['lost', 'VERB'], ['water', 'NOUN']], entities: [['2010', 'date'], ['40 cm', 'quantity']] , connectors: [['Since','time']] },
  { text: 'Since it reduces costs, farmers adopt it quickly.', pos: [['Since', 'SCONJ'], ['reduces', 'VERB'], ['costs', 'NOUN'], ['quickly', 'ADV']], entities: [] , connectors: [['Since','cause']] },
  { text: 'Since the start of the project we have tested 300 wells.', pos: [['Since', 'ADP'], ['start', 'NOUN'], ['tested', 'VERB']], entities: [['300 wells', 'quantity']] , connectors: [['Since','time']] },
  { text: 'As the water warms, the coral loses its colour.', pos: [['As', 'SCONJ'], ['warms', 'VERB'], ['loses', 'VERB']], entities: [] , connectors: [['As','timeOrCause']] },
  { text: 'As a result, fewer children fall ill.', pos: [['As', 'ADP'], ['result', 'NOUN'], ['fall', 'VERB']], entities: [] , connectors: [['As a result','result']] },
  { text: 'While the sample was small, the effect was clear.', pos: [['While', 'SCONJ'], ['sample', 'NOUN'], ['small', 'ADJ'], ['clear', 'ADJ']], entities: [] , connectors: [['While','contrast']] },
  { text: 'Because the soil is dry, the seeds do not sprout.', pos: [['Because', 'SCONJ'], ['soil', 'NOUN'], ['dry', 'ADJ'], ['sprout', 'VERB']], entities: [] , connectors: [['Because','cause']] },
  { text: 'A 2019 study found that sea levels rose 3.2 mm per year.', pos: [['study', 'NOUN'], ['found', 'VERB'], ['levels', 'NOUN'], ['rose', 'VERB']], entities: [['2019', 'date'], ['3.2 mm', 'quantity']] },
  { text: 'We measured lead in 12% of the wells.', pos: [['measured', 'VERB'], ['lead', 'NOUN'], ['wells', 'NOUN']], entities: [['12%', 'percent']] },
  { text: 'Lead pipes can lead to brain damage in children.', pos: [['Lead', 'NOUN'], ['can', 'AUX'], ['lead', 'VERB', 1], ['damage', 'NOUN']], entities: [] , connectors: [['lead to','result']] },
  { text: 'Our results will change how doctors treat asthma.', pos: [['results', 'NOUN'], ['will', 'AUX'], ['change', 'VERB'], ['treat', 'VERB']], entities: [] },
  { text: 'The new drug cut relapses by 35 percent.', pos: [['drug', 'NOUN'], ['cut', 'VERB'], ['relapses', 'NOUN']], entities: [['35 percent', 'percent']] },
  { text: 'The trees grew 2.5 metres in five years.', pos: [['grew', 'VERB'], ['metres', 'NOUN']], entities: [['2.5 metres', 'quantity'], ['five years', 'date']] },
  { text: 'In March 2021 we surveyed 1,200 households in Nairobi.', pos: [['surveyed', 'VERB'], ['households', 'NOUN'], ['Nairobi', 'PROPN']], entities: [['March 2021', 'date'], ['1,200 households', 'quantity']] },
  { text: 'Each patient received 20 mg of the drug twice a day.', pos: [['patient', 'NOUN'], ['received', 'VERB'], ['twice', 'ADV']], entities: [['20 mg', 'quantity']] },
  { text: 'Dr. Cohen leads the lab at the Weizmann Institute.', pos: [['Cohen', 'PROPN'], ['leads', 'VERB'], ['lab', 'NOUN']], entities: [['Cohen', 'person'], ['Weizmann Institute', 'organisation']], sentences: ['Dr. Cohen leads the lab at the Weizmann Institute.'] },
  { text: 'I work at the University of Haifa. My group studies bees.', pos: [['work', 'VERB'], ['studies', 'VERB'], ['bees', 'NOUN']], entities: [['University of Haifa', 'organisation']], sentences: ['I work at the University of Haifa.', 'My group studies bees.'] },
  { text: 'For ten years I have studied how bats find food.', pos: [['For', 'ADP'], ['have', 'AUX'], ['studied', 'VERB'], ['find', 'VERB']], entities: [['ten years', 'date']] },
  { text: 'The World Health Organization lists air pollution as a major risk.', pos: [['lists', 'VERB'], ['pollution', 'NOUN'], ['major', 'ADJ'], ['risk', 'NOUN']], entities: [['World Health Organization', 'organisation']] },
  { text: 'According to NASA, July 2023 was the hottest month on record.', pos: [['According', 'VERB'], ['hottest', 'ADJ'], ['month', 'NOUN']], entities: [['NASA', 'organisation'], ['July 2023', 'date']] },
  { text: 'Mice that ate less lived 30% longer.', pos: [['Mice', 'NOUN'], ['ate', 'VERB'], ['lived', 'VERB'], ['longer', 'ADV']], entities: [['30%', 'percent']] },
  { text: 'The battery stores twice as much energy as current cells.', pos: [['battery', 'NOUN'], ['stores', 'VERB'], ['energy', 'NOUN'], ['cells', 'NOUN']], entities: [] , connectors: [['as',null]] },
  { text: 'This method is faster than the standard test.', pos: [['method', 'NOUN'], ['is', 'AUX'], ['faster', 'ADJ'], ['test', 'NOUN']], entities: [] },
  { text: 'Researchers at Stanford University tracked 500 volunteers.', pos: [['Researchers', 'NOUN'], ['tracked', 'VERB'], ['volunteers', 'NOUN']], entities: [['Stanford University', 'organisation'], ['500 volunteers', 'quantity']] },
  { text: 'The fish were caught between 2015 and 2018.', pos: [['fish', 'NOUN'], ['were', 'AUX'], ['caught', 'VERB']], entities: [['2015', 'date'], ['2018', 'date']] },
  { text: 'Temperatures rose by 1.5 °C while rainfall fell.', pos: [['Temperatures', 'NOUN'], ['rose', 'VERB'], ['while', 'SCONJ'], ['rainfall', 'NOUN'], ['fell', 'VERB']], entities: [['1.5 °C', 'quantity']] , connectors: [['while','time']] },
  { text: 'The plant needs about 5 litres of water a week.', pos: [['plant', 'NOUN'], ['needs', 'VERB'], ['about', 'ADV'], ['water', 'NOUN']], entities: [['5 litres', 'quantity']] },
  { text: 'CRISPR lets scientists edit genes precisely.', pos: [['CRISPR', 'PROPN'], ['lets', 'VERB'], ['edit', 'VERB'], ['genes', 'NOUN'], ['precisely', 'ADV']], entities: [] },
  { text: 'Therefore, the vaccine protects older adults.', pos: [['Therefore', 'ADV'], ['vaccine', 'NOUN'], ['protects', 'VERB'], ['older', 'ADJ']], entities: [] , connectors: [['Therefore','result']] },
  { text: 'We tested the model on data from 40 hospitals.', pos: [['tested', 'VERB'], ['model', 'NOUN'], ['data', 'NOUN'], ['hospitals', 'NOUN']], entities: [['40 hospitals', 'quantity']] },
  { text: 'The results show a clear link between sleep and memory.', pos: [['results', 'NOUN'], ['show', 'VERB'], ['link', 'NOUN'], ['sleep', 'NOUN']], entities: [] },
  { text: 'People who sleep less remember less.', pos: [['People', 'NOUN'], ['sleep', 'VERB'], ['remember', 'VERB']], entities: [] },
  { text: 'Prof. Levi and Dr. Amir published the findings in Nature.', pos: [['published', 'VERB'], ['findings', 'NOUN']], entities: [['Levi', 'person'], ['Amir', 'person']], sentences: ['Prof. Levi and Dr. Amir published the findings in Nature.'] },
  { text: 'The satellite weighs 300 kg. It was launched in 2022.', pos: [['satellite', 'NOUN'], ['weighs', 'VERB'], ['launched', 'VERB']], entities: [['300 kg', 'quantity'], ['2022', 'date']], sentences: ['The satellite weighs 300 kg.', 'It was launched in 2022.'] },
  { text: 'We found microplastics in every sample, e.g. in tap water. Nobody expected that.', pos: [['found', 'VERB'], ['sample', 'NOUN'], ['expected', 'VERB']], entities: [], sentences: ['We found microplastics in every sample, e.g. in tap water.', 'Nobody expected that.'] },
  { text: 'Smith et al. showed the same effect in rats. We repeated it.', pos: [['showed', 'VERB'], ['effect', 'NOUN'], ['repeated', 'VERB']], entities: [['Smith', 'person']], sentences: ['Smith et al. showed the same effect in rats.', 'We repeated it.'] },
  { text: 'Is this safe? Our trial says yes!', pos: [['safe', 'ADJ'], ['trial', 'NOUN'], ['says', 'VERB']], entities: [], sentences: ['Is this safe?', 'Our trial says yes!'] },
  { text: 'The dose was 0.5 mg/kg. Side effects were rare.', pos: [['dose', 'NOUN'], ['effects', 'NOUN'], ['rare', 'ADJ']], entities: [['0.5 mg/kg', 'quantity']], sentences: ['The dose was 0.5 mg/kg.', 'Side effects were rare.'] },
  { text: 'Our sensor costs $20, far less than current devices.', pos: [['sensor', 'NOUN'], ['costs', 'VERB'], ['current', 'ADJ'], ['devices', 'NOUN']], entities: [['$20', 'quantity']] },
  { text: 'The project began on 4 May 2020 and ends next year.', pos: [['project', 'NOUN'], ['began', 'VERB'], ['ends', 'VERB']], entities: [['4 May 2020', 'date'], ['next year', 'date']] },
  { text: 'We observed the nests every morning for three weeks.', pos: [['observed', 'VERB'], ['nests', 'NOUN'], ['morning', 'NOUN']], entities: [['every morning', 'date'], ['three weeks', 'date']] },
  { text: 'Half of the patients improved, so the treatment works.', pos: [['patients', 'NOUN'], ['improved', 'VERB'], ['so', 'CCONJ'], ['treatment', 'NOUN'], ['works', 'VERB']], entities: [] , connectors: [['so','result']] },
  { text: 'The virus spreads quickly because it survives on surfaces.', pos: [['virus', 'NOUN'], ['spreads', 'VERB'], ['because', 'SCONJ'], ['survives', 'VERB'], ['surfaces', 'NOUN']], entities: [] , connectors: [['because','cause']] },
  { text: 'This may help farmers grow more food with less water.', pos: [['may', 'AUX'], ['help', 'VERB'], ['farmers', 'NOUN'], ['grow', 'VERB'], ['food', 'NOUN']], entities: [] },
  { text: 'The enzyme breaks down plastic in 48 hours.', pos: [['enzyme', 'NOUN'], ['breaks', 'VERB'], ['plastic', 'NOUN']], entities: [['48 hours', 'date']] },
  { text: 'Our team at Tel Aviv University built the first prototype.', pos: [['team', 'NOUN'], ['built', 'VERB'], ['first', 'ADJ'], ['prototype', 'NOUN']], entities: [['Tel Aviv University', 'organisation']] },
  { text: 'Students scored 15 points higher after the course.', pos: [['Students', 'NOUN'], ['scored', 'VERB'], ['after', 'ADP'], ['course', 'NOUN']], entities: [['15 points', 'quantity']] },
  { text: 'After we changed the diet, the cows produced less methane.', pos: [['After', 'SCONJ'], ['changed', 'VERB'], ['produced', 'VERB'], ['methane', 'NOUN']], entities: [] , connectors: [['After','time']] },
  { text: 'The new material is stronger than steel yet light.', pos: [['material', 'NOUN'], ['stronger', 'ADJ'], ['steel', 'NOUN'], ['light', 'ADJ']], entities: [] },
  { text: 'In the 1990s, few people owned a phone.', pos: [['few', 'ADJ'], ['people', 'NOUN'], ['owned', 'VERB'], ['phone', 'NOUN']], entities: [['the 1990s', 'date']] },
  { text: 'Since then, the population has doubled.', pos: [['Since', 'ADP'], ['population', 'NOUN'], ['doubled', 'VERB']], entities: [] , connectors: [['Since','time']] },
  { text: 'Since we started monitoring, no bird has died.', pos: [['Since', 'SCONJ'], ['started', 'VERB'], ['died', 'VERB']], entities: [] , connectors: [['Since','time']] },
  { text: 'Since bees pollinate crops, their decline threatens food supplies.', pos: [['Since', 'SCONJ'], ['pollinate', 'VERB'], ['decline', 'NOUN'], ['threatens', 'VERB'], ['supplies', 'NOUN']], entities: [] , connectors: [['Since','cause']] },
  { text: 'As shown in our survey, most parents want more green space.', pos: [['As', 'SCONJ'], ['shown', 'VERB'], ['survey', 'NOUN'], ['parents', 'NOUN'], ['want', 'VERB']], entities: [] , connectors: [['As',null]] },
  { text: 'As cities grow, they need more water.', pos: [['As', 'SCONJ'], ['cities', 'NOUN'], ['grow', 'VERB'], ['need', 'VERB']], entities: [] , connectors: [['As','timeOrCause']] },
  { text: 'The test takes 10 minutes and costs less than a coffee.', pos: [['test', 'NOUN'], ['takes', 'VERB'], ['costs', 'VERB'], ['coffee', 'NOUN']], entities: [['10 minutes', 'date']] },
  { text: 'Rainfall dropped 20 percent over the last decade.', pos: [['Rainfall', 'NOUN'], ['dropped', 'VERB'], ['last', 'ADJ'], ['decade', 'NOUN']], entities: [['20 percent', 'percent'], ['the last decade', 'date']] },
  { text: 'The European Space Agency funds our mission.', pos: [['funds', 'VERB'], ['mission', 'NOUN']], entities: [['European Space Agency', 'organisation']] },
  { text: 'Professor Maria Lopez explained the results to the ministry.', pos: [['explained', 'VERB'], ['results', 'NOUN'], ['ministry', 'NOUN']], entities: [['Maria Lopez', 'person']] },
  { text: 'The turbines produce 5 MW at full speed.', pos: [['turbines', 'NOUN'], ['produce', 'VERB'], ['full', 'ADJ'], ['speed', 'NOUN']], entities: [['5 MW', 'quantity']] },
  { text: 'About 70 percent of the Earth is covered by water.', pos: [['About', 'ADV'], ['covered', 'VERB'], ['water', 'NOUN']], entities: [['70 percent', 'percent']] },
  { text: 'Our app warns drivers before the road freezes.', pos: [['app', 'NOUN'], ['warns', 'VERB'], ['before', 'SCONJ'], ['road', 'NOUN'], ['freezes', 'VERB']], entities: [] },
  { text: 'This could save hospitals millions every year.', pos: [['could', 'AUX'], ['save', 'VERB'], ['hospitals', 'NOUN']], entities: [['every year', 'date']] },
  { text: 'The river carries 3 tonnes of sediment each day.', pos: [['river', 'NOUN'], ['carries', 'VERB'], ['sediment', 'NOUN']], entities: [['3 tonnes', 'quantity'], ['each day', 'date']] },
  { text: 'Vaccinated children missed fewer school days.', pos: [['Vaccinated', 'ADJ'], ['children', 'NOUN'], ['missed', 'VERB'], ['fewer', 'ADJ'], ['school', 'NOUN']], entities: [] },
  { text: 'I have worked with deaf children since 2015.', pos: [['have', 'AUX'], ['worked', 'VERB'], ['deaf', 'ADJ'], ['since', 'ADP']], entities: [['2015', 'date']] , connectors: [['since','time']] },
  { text: 'Our lab has published twelve papers on sleep.', pos: [['lab', 'NOUN'], ['has', 'AUX'], ['published', 'VERB'], ['papers', 'NOUN']], entities: [['twelve papers', 'quantity']] },
  { text: 'Every year, malaria kills over 600,000 people.', pos: [['malaria', 'NOUN'], ['kills', 'VERB'], ['people', 'NOUN']], entities: [['Every year', 'date'], ['600,000 people', 'quantity']] },
  { text: 'The cells were grown at 37 degrees for two days.', pos: [['cells', 'NOUN'], ['grown', 'VERB'], ['degrees', 'NOUN']], entities: [['37 degrees', 'quantity'], ['two days', 'date']] },
  { text: 'Children like stories more than lists.', pos: [['Children', 'NOUN'], ['like', 'VERB'], ['stories', 'NOUN'], ['lists', 'NOUN']], entities: [] },
  { text: 'It works like a filter in your kitchen.', pos: [['works', 'VERB'], ['like', 'ADP'], ['filter', 'NOUN'], ['kitchen', 'NOUN']], entities: [] , connectors: [] },
  { text: 'Light travels at 300,000 km per second.', pos: [['Light', 'NOUN'], ['travels', 'VERB']], entities: [['300,000 km', 'quantity']] },
  { text: 'We interviewed 25 nurses. Most felt overworked. None wanted to leave.', pos: [['interviewed', 'VERB'], ['nurses', 'NOUN'], ['felt', 'VERB']], entities: [['25 nurses', 'quantity']], sentences: ['We interviewed 25 nurses.', 'Most felt overworked.', 'None wanted to leave.'] },
  { text: 'The signal is weak (about 2 dB). We amplify it.', pos: [['signal', 'NOUN'], ['weak', 'ADJ'], ['amplify', 'VERB']], entities: [['2 dB', 'quantity']], sentences: ['The signal is weak (about 2 dB).', 'We amplify it.'] },
  { text: 'The ice sheet has shrunk by one third since 1980.', pos: [['sheet', 'NOUN'], ['shrunk', 'VERB'], ['since', 'ADP']], entities: [['1980', 'date']] , connectors: [['since','time']] },
  { text: 'Air pollution will kill fewer people if cities ban diesel cars.', pos: [['will', 'AUX'], ['kill', 'VERB'], ['if', 'SCONJ'], ['ban', 'VERB'], ['cars', 'NOUN']], entities: [] },
  { text: 'Our data come from the Israel Meteorological Service.', pos: [['data', 'NOUN'], ['come', 'VERB']], entities: [['Israel Meteorological Service', 'organisation']] },
  { text: 'The heart pumps about 5 liters of blood a minute.', pos: [['heart', 'NOUN'], ['pumps', 'VERB'], ['blood', 'NOUN']], entities: [['5 liters', 'quantity']] },
  { text: 'Obesity rates doubled between 1990 and 2020 in the US.', pos: [['Obesity', 'NOUN'], ['rates', 'NOUN'], ['doubled', 'VERB']], entities: [['1990', 'date'], ['2020', 'date']] },
];
