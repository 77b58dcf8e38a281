// The third fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written and labelled after fresh-2 was measured and before any tuning on fresh-2, and committed
// before the rules were run on it. Sentences in our own words of the kind found in abstracts and
// science news of fifteen fields (agriculture, medicine, physiology, veterinary science,
// entomology, meteorology, robotics, linguistics, dentistry, forestry, palaeontology, optics, hydrology,
// physics, materials), each with a word a general reader may stumble on, many inflected, one
// (sterile) in two senses, and the simpler words or phrases a lay reader would accept in its place
// IN THAT SENTENCE (base forms). An empty list means no single everyday word will do. Plural forms
// of common words (waters, skies, roots, forests) need no simpler word. Measured once, never tuned on.
//   word | sentence | acceptable, simpler, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
dilute | Farmers dilute the fertiliser with water before spraying it. | thin, weaken, water down, mix
compacted | Heavy tractors compacted the soil so that roots could not grow. | pack, press, squash, flatten, squeeze, harden, crush, pack down
nutrients | The soil lost most of its nutrients after years of maize. | food, nourishment, goodness
sterile | The surgeon wore sterile gloves during the operation. | clean, germ-free
sterile | Mules are sterile and cannot have offspring. | infertile, barren
dosage | The doctor halved the dosage for children. | dose, amount, quantity
hypertension | Hypertension raises the risk of stroke. | high blood pressure
arteries | Fatty deposits narrow the arteries that feed the heart. | blood vessel, vessel
arrhythmia | The device detects arrhythmia before the patient feels it. | irregular heartbeat
potent | The new antibiotic is potent against resistant bacteria. | powerful, strong, effective
sedative | The sedative made the patients drowsy for hours. | sleeping pill, tranquilizer, tranquillizer
toxicity | The toxicity of the pesticide to bees worried regulators. | harmfulness, poisonousness, danger
excreted | The drug is excreted by the kidneys within a day. | remove, pass, flush, expel, eliminate, discharge, flush out
inflamed | The joints become swollen and inflamed. | sore, red, irritated, painful, swollen
lethargic | The infected cattle became lethargic and stopped eating. | sluggish, tired, listless, sleepy, weak, drowsy, slow
vaccinated | Most of the dogs in the village were vaccinated against rabies. | protect, immunize, inoculate, jab
parasites | Ticks and other parasites spread disease among sheep. | pest
larvae | The mosquito larvae live in still water. | grub, maggot, young
pollinate | Bees pollinate most of the fruit trees in the valley. | fertilize, fertilise
humidity | High humidity makes the heat feel worse. | dampness, moisture, mugginess, damp
gusts | Gusts of up to 120 km/h toppled trees along the coast. | blast
turbulence | The plane hit severe turbulence over the Alps. | rough air, bump, bumpiness, shaking
condensation | Condensation formed on the cold windows overnight. | moisture, dew, damp, wetness, mist, water droplet
actuator | Each joint of the robot arm is moved by an electric actuator. | motor, drive
autonomous | The autonomous vehicle stopped safely at every crossing. | self-driving, driverless
dialects | The island's dialects differ from village to village. | accent, speech, tongue
linguists | Linguists recorded the last speakers of the language. | language expert, language scientist
syntax | Children master the syntax of their language by the age of five. | grammar, structure, word order
bilingual | Bilingual children switch languages with ease. | two-language
enamel | Acidic drinks wear away the enamel of the teeth. | coating, surface
cavities | Fluoride in tap water reduces cavities in children. | hole, decay, tooth decay
saplings | Volunteers planted two thousand saplings along the river. | tree, seedling, young tree
canopy | The forest canopy blocks most of the sunlight. | treetop, cover, roof
fossilized | Fossilized footprints show that dinosaurs walked in herds. | fossil, stone, petrified
vertebrae | The fossil preserves seven neck vertebrae. | bone
refract | Raindrops refract sunlight and split it into colours. | bend
opaque | The coating is opaque to ultraviolet light. |
runoff | Fertiliser runoff from farms feeds algae in the lake. | drainage, flow, outflow, wash
aquifers | The city draws its water from deep aquifers. | reservoir, groundwater, underground reservoir
flux | The instrument measures the flux of heat through the ice. | flow
stimulus | The sudden light was a stimulus that made the pupils shrink. | trigger, signal, cue, prompt
propagate | Cracks propagate quickly through brittle glass. | spread, travel, run, grow
corroded | Seawater corroded the ship's hull within a decade. | rust, eat, wear, eat away, wear away
waters | The warm waters of the gulf feed the hurricane. |
skies | Clear skies are expected for the eclipse. |
roots | The roots of the tree cracked the pavement. |
forests | Tropical forests store huge amounts of carbon. |
`;

export const ALTERNATIVES_FRESH_3: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
