// The sixth fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written by a helper who had read neither the rules nor the table, while fresh-5 was tuned on, and
// committed before the rules were run on it. 60 sentences of 22 fields, the academic words
// scientists overuse beside field terms, twelve words in one of several senses, six where no single
// everyday word will do (empty list), and the simpler words a lay reader would accept in place of
// the word IN THAT SENTENCE (base forms, and the form that fits the sentence). Measured once.
//   word | sentence | acceptable, simpler, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
fortified | In several countries, breakfast cereals fortified with iron have cut anaemia rates among young children. | enriched, boosted
postprandial | Volunteers who took a short walk after dinner had smaller postprandial rises in blood sugar. | after-meal, after-eating
haemoglobin | Diets low in iron can lower haemoglobin levels in teenage girls. |
somnolence | Daytime somnolence was reported by a third of the night-shift nurses in the survey. | sleepiness, drowsiness
deleterious | Even a few nights of poor sleep can have deleterious effects on memory. | harmful, damaging, bad, negative
apnoea | People with untreated sleep apnoea face a higher risk of heart attack and stroke. |
hypnotics | Older adults prescribed hypnotics were more likely to fall at night. | sleeping pill, sleeping pills, sleeping tablet, sleeping tablets, sleep aid, sleep aids
dispensed | Pharmacies dispensed nearly twice as many antibiotics in winter as in summer. | give out, gave out, hand out, handed out, supply, supplied, issue, issued
administered | The vaccine was administered as a nasal spray rather than as an injection. | give, given
tillage | Cutting back on tillage helps keep carbon locked in farm soils. | ploughing, plowing
disseminate | Advisers help disseminate new research findings to small farmers. | spread, share, pass on
congestion | Road congestion in the city centre fell by a fifth after drivers were charged to enter. | traffic, traffic jam, traffic jams, jam, jams, crowding
autonomous | The trial tested autonomous buses on a closed loop around the airport. | self-driving, driverless
decommissioned | Two coal-fired power stations were decommissioned last year. | close, closed, close down, closed down, shut, shut down, retire, retired
surplus | On windy nights, surplus electricity from wind farms is stored in large batteries. | extra, excess, spare, leftover
inception | Since its inception in 2015, the community wind farm has paid for a new school roof. | start, beginning, founding, launch, creation, birth
albedo | As sea ice melts, the albedo of the Arctic falls and the ocean takes up more heat. |
attributable | Researchers estimate that a third of the heatwave deaths were attributable to climate change. | due, owing, down
paucity | A paucity of weather records from central Africa limits the accuracy of climate models. | lack, shortage, shortfall
neonates | In the study, neonates who were held skin to skin cried less during heel-prick tests. | newborn, newborns, newborn baby, newborn babies, baby, babies
autonomy | Toddlers show growing autonomy around their second birthday, often insisting on dressing themselves. | independence
retained | Children retained more new words when a story was read aloud to them twice. | remember, remembered, recall, recalled
sarcopenia | Regular strength training can slow sarcopenia in people over 70. | muscle loss, muscle wasting
manifest | In older women, heart attacks can manifest as tiredness rather than chest pain. | appear, show up, show
remission | Two-thirds of the patients were in remission a year after treatment ended. |
excised | Surgeons excised the entire lump along with a margin of healthy skin. | remove, removed, cut out, cut away
alopecia | Many patients fear alopecia more than any other side effect of chemotherapy. | hair loss, baldness, balding
plumage | Males moult into bright breeding plumage each spring. | feathers, feathering
fledglings | Volunteers counted fewer fledglings at the colony this year than last. | chick, chicks, young bird, young birds, baby bird, baby birds
raptors | Power lines kill thousands of raptors every year. | bird of prey, birds of prey
subterranean | Instruments tracked subterranean movements of magma in the weeks before the eruption. | underground
ruptured | The fault ruptured along a 200-kilometre stretch of coastline. | break, broke, crack, cracked, split, tear, tore
liquefaction | Sandy ground near the port suffered liquefaction, causing buildings to tilt and sink. |
sequester | Peatlands sequester more carbon per hectare than forests do. | store, lock up, lock away, trap, hold, capture, soak up
extirpated | Beavers were extirpated from Britain by the sixteenth century. | wipe out, wiped out, kill off, killed off
myriad | Coral reefs support a myriad of fish and other sea creatures. | host, lot, wealth, mass, huge number, great number, large number
hominins | Footprints left by hominins more than three million years ago were found in hardened ash. | early human, early humans, human ancestor, human ancestors
interred | The chieftain was interred with a sword, a shield and a drinking horn. | bury, buried
midden | The shell midden contained the bones of seals, deer and dogs. | rubbish heap, rubbish dump, trash heap, waste heap, dump, heap
precluded | Bad weather precluded further dives at the wreck site. | prevent, prevented, stop, stopped, rule out, ruled out, block, blocked
traverse | The four-legged robot can traverse rubble, mud and stairs. | cross, get across, get over, move across, go over, climb over
locomotion | Engineers copied the locomotion of cockroaches to build a robot that can squeeze through narrow gaps. | movement, movements, motion, way of moving
pyrexia | Nurses recorded pyrexia in one in five patients after surgery. | fever, high temperature
nosocomial | Stricter hand washing cut nosocomial infections by a third. | hospital, hospital-acquired
initiated | On the stroke ward, treatment was initiated within an hour of arrival. | start, started, begin, begun
stocks | Cod stocks in the North Sea have recovered after years of strict catch limits. | population, populations, numbers
overexploited | Almost half of the fish populations in the region are overexploited. | overfished
noxious | Exhaust from older diesel vans contains noxious gases such as nitrogen dioxide. | harmful, poisonous, dangerous, toxic
ambient | On hot days, ambient ozone levels peaked in mid-afternoon. | outdoor, outside, surrounding, open-air
corroborate | Readings from cheap street sensors corroborate official measurements of traffic pollution. | confirm, back up, support, bear out
potable | The plant turns treated sewage into potable water for the city. | drinking, drinkable, safe-to-drink
effluent | The factory released untreated effluent into the river for years. | waste, wastewater, waste water, sewage, liquid waste
desalination | The coastal city relies on desalination for a third of its drinking water. |
exothermic | Because the reaction is exothermic, the mixture must be cooled as it forms. | heat-releasing, heat-producing, heat-giving
aqueous | The dye dissolves easily in aqueous solutions. | water, water-based, watery
remuneration | Executive remuneration rose far faster than the wages of ordinary staff. | pay, salary, earnings
expenditure | Household expenditure on energy doubled during the winter of 2022. | spending, spend
commensurate | Wage rises were not commensurate with the rising cost of food. | in line, in keeping, in step
pedagogy | Teachers trained in the new pedagogy reported more confident pupils. | teaching method, teaching approach, teaching style, method, approach
attainment | Gaps in attainment between richer and poorer pupils widened during school closures. | achievement, results, grades, performance
`;

export const ALTERNATIVES_FRESH_6: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
