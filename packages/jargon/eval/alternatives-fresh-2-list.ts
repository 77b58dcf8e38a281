// The second fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written and labelled before the rules were run on it and committed before the tuning that
// followed the first fresh list (alternatives-fresh-list.ts, which that tuning read and so became a
// tuning set). Sentences in our own words of the kind found in abstracts and science news of
// sixteen fields (oceanography, neuroscience, genetics, climate, chemistry, physics, astronomy,
// epidemiology, zoology, botany, materials, computing, psychology, nutrition, archaeology,
// geology), each with a word a general reader may stumble on, many inflected, and the simpler
// words or phrases a lay reader would accept in its place IN THAT SENTENCE (base forms). An empty list means
// no single everyday word will do: any suggestion is wrong, none is right. Plural forms of common
// words (soils, fats, metals, grasses, rains) need no simpler word. Measured once; tuned on only after
// fresh-3 (alternatives-fresh-3-list.ts) was written and committed.
//   word | sentence | acceptable, simpler, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
salinity | Rising salinity in the estuary threatens freshwater fish. | saltiness, salt, salt content, salt level
turbid | After the storm the lake stayed turbid for weeks. | cloudy, muddy, murky, dirty
upwelling | Coastal upwelling brings cold, nutrient-rich water to the surface each spring. |
impairs | Lack of sleep impairs memory in young adults. | harm, damage, weaken, hurt, hinder, worsen, reduce
neurons | The drug protects neurons from damage after a stroke. | nerve, nerve cell, brain cell
plasticity | The brain's plasticity allows it to rewire itself after an injury. | flexibility, adaptability
mutations | Mutations in the gene raise the risk of breast cancer. | change, variant, alteration, variation
heritable | Height is highly heritable in most populations. | inherited, inheritable, genetic, hereditary
mitigate | Planting trees can help mitigate heat in cities. | reduce, ease, lessen, soften, relieve, curb, alleviate, limit, temper, cut
arid | Arid regions receive less than 250 mm of rain a year. | dry, desert, parched
precipitation | Annual precipitation fell by a fifth over the last century. | rainfall, rain, rain and snow
catalysts | Platinum catalysts speed up the reaction in car exhausts. |
volatile | Volatile compounds from fresh paint can cause headaches. |
soluble | The vitamin is soluble in fat but not in water. | dissolvable
synthesize | Plants synthesize sugars from carbon dioxide and water. | make, produce, build, create, form, manufacture
oscillates | The pendulum oscillates with a period of two seconds. | swing, sway, rock
friction | Friction between the tyres and the road slows the car down. | rubbing, grip, drag, resistance, traction
magnitude | The earthquake had a magnitude of 6.2 on the moment scale. | strength, size, intensity, power
orbits | The planet orbits its star every nine days. | circle, revolve
nebula | The young stars formed inside a dense nebula. | cloud
celestial | Ancient sailors used celestial objects to find their way. | heavenly, sky, astronomical
incidence | The incidence of measles rose after vaccination rates fell. | rate, frequency, occurrence
transmission | Masks reduced transmission of the virus in schools. | spread, spreading, passing
asymptomatic | Many asymptomatic carriers spread the infection without knowing it. | symptomless, symptom-free
predators | Foxes are the main predators of ground-nesting birds. | hunter, enemy, killer
nocturnal | Most bats are nocturnal and sleep during the day. | active at night
migrate | Many songbirds migrate south before winter. | move, travel, fly
germinate | These seeds germinate only after a forest fire. | sprout, grow
foliage | Deer feed on the foliage of young trees. | leaf, leaves, greenery
wilt | Tomato plants wilt quickly in hot, dry soil. | droop, sag, wither, shrivel, flag
malleable | Gold is malleable enough to be beaten into thin sheets. | soft, bendable, pliable, workable, flexible
tensile | The fibre has a tensile strength greater than that of steel. |
encrypted | The messages are encrypted before they leave the phone. | encode, scramble, code
algorithm | The algorithm ranks search results by how relevant they are. | method, procedure, program, formula, rule
servers | The company's servers store the photos in three countries. | computer, machine
resilience | The children's resilience after the flood surprised the researchers. | toughness, strength, hardiness, recovery, grit
cognition | Poor sleep harms cognition in older adults. | thinking, thought, reasoning, mind
bias | The survey had a bias towards wealthier families. | slant, leaning, tilt, skew, lean
deficiency | Iron deficiency is common among pregnant women. | lack, shortage, shortfall, scarcity
satiety | Protein-rich meals increase satiety and reduce snacking. | fullness, satiation, satisfaction, feeling of fullness
artefacts | The team found stone artefacts dating back 40,000 years. | object, tool, item, relic
excavation | The excavation revealed a Roman bath beneath the street. | dig, digging
erupted | The volcano erupted twice in the last decade. | explode, burst, blow up
strata | The canyon walls expose strata laid down over millions of years. | layer, bed, rock layer
eroded | Waves eroded the cliff by two metres in a single winter. | wear, wash, eat, wear away, wash away, eat away
inhibits | The drug inhibits the growth of tumour cells. | block, slow, stop, suppress, curb, prevent, restrain, hinder, check, limit, reduce, hold back, slow down
accelerated | Warming has accelerated the melting of mountain glaciers. | speed, hasten, quicken, speed up
contaminated | Floodwater contaminated the village wells. | pollute, poison, foul, taint, infect, dirty, spoil
soils | Clay soils hold water longer than sandy ones. |
fats | Saturated fats raise the level of cholesterol in the blood. |
metals | Heavy metals such as lead build up in river fish. |
grasses | Native grasses recovered quickly after the fire. |
rains | The monsoon rains arrived two weeks late this year. |
`;

export const ALTERNATIVES_FRESH_2: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
