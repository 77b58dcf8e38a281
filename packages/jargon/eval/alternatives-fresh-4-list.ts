// The fourth fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written by a helper who had read neither the rules nor the table, after fresh-3 was measured and
// before the tuning on fresh-3, and committed before the rules were run on it. 60 sentences of the
// kind found in abstracts and science news of 23 fields, ten words in one of several senses, six
// where no single everyday word will do (empty list), and the simpler words a lay reader would accept
// in place of the word IN THAT SENTENCE (base forms). Measured once, never tuned on.
//   word | sentence | acceptable, simpler, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
salinity | Rising salinity in the coastal lagoon forced several fish species to move upstream. | saltiness, salt level, salt content
abyssal | Researchers collected sediment cores from the abyssal plain off the coast of Chile. | deep-sea, deep-ocean
turbid | The turbid coastal water blocked sunlight from reaching the seagrass beds. | cloudy, murky, muddy
atrophy | Brain scans revealed atrophy of the hippocampus in patients with early dementia. | shrinkage, shrinking, wasting, wasting away
mitochondria | Damaged mitochondria in nerve cells may help explain why Parkinson's disease progresses. |
impaired | One night without sleep impaired the volunteers' ability to recall word lists. | weaken, harm, damage, reduce, hurt
prevalence | The prevalence of diabetes among adults has nearly doubled since 1980. | rate, commonness, frequency, level
cohort | The study followed a cohort of 12,000 nurses for more than two decades. | group
asymptomatic | Many asymptomatic carriers unknowingly passed the infection to relatives. | symptom-free, symptomless, silent
inert | Argon is used because it is inert and will not react with the molten metal. | unreactive, non-reactive, stable, inactive
precipitate | Adding the salt solution caused the proteins to precipitate out of the mixture. | settle, separate, drop, fall, come
combustion | In winter, combustion of wood in home stoves releases fine particles into the air. | burning
luminosity | The star's luminosity varies by nearly ten percent over a cycle of 40 days. | brightness, light output
eccentric | The planet follows a highly eccentric orbit that brings it close to its star every 90 days. | oval, stretched, stretched-out, egg-shaped
fiscal | The government announced new fiscal measures to shore up the economy. | budget, tax and spending, financial
austerity | Years of austerity left many local hospitals short of staff. | cut, spending cut, cutback, belt-tightening
curb | The central bank raised interest rates to curb inflation. | limit, control, slow, rein in, hold back, check, tame, reduce
salient | Participants were more likely to remember faces that were emotionally salient. | striking, noticeable, prominent, standout, important
rumination | In the survey, rumination about past mistakes was linked to higher rates of depression. | brooding, overthinking, dwelling
battery | Volunteers completed a battery of memory and attention tests before the trial began. | set, series, range, group, collection
strata | The fossils were found in strata dating back 300 million years. | layer, rock layer, bed
tectonic | Over millions of years, tectonic forces pushed the ancient seabed upward to form the mountain range. |
subsidence | Groundwater pumping has caused subsidence of up to 30 centimetres a year in parts of the city. | sinking, settling, dropping
fissure | Lava poured from a fissure that opened along the volcano's northern slope. | crack, split, opening, gap
effusive | The eruption was largely effusive, with slow lava flows rather than explosive blasts. | non-explosive, gentle, quiet, calm
ejected | Ash ejected during the eruption reached a height of 15 kilometres. | throw out, blast out, blow out, shoot out, hurl, throw
expressed | The gene is expressed only in cells lining the gut. | active, switched on, turned on
satiety | Foods high in fibre increase satiety and may help people eat less. | fullness, feeling of fullness
deficient | Nearly a third of the children tested were deficient in iron. | lacking, low
palatable | Adding a little salt made the cooked vegetables more palatable to young children. | tasty, appealing, appetizing, pleasant, enjoyable
enzyme | The enzyme breaks down lactose into simpler sugars in the small intestine. |
anthropogenic | Most of the warming since 1950 is due to anthropogenic emissions of greenhouse gases. | human-made, man-made, human, human-caused
projected | Sea levels are projected to rise by up to one metre by 2100. | expect, predict, forecast, estimate
isotopes | The team measured oxygen isotopes in ancient shells to reconstruct past ocean temperatures. |
endemic | The tree frog is endemic to a single mountain range in Tanzania. | native, unique, limited, confined, restricted
predation | On the island, predation by foxes accounts for most nest losses among ground-nesting birds. | hunting, killing, attack
latency | The new protocol cuts network latency by half. | delay, lag, wait, wait time
encrypted | All messages are encrypted before they leave the user's phone. | scramble, code
redundant | The satellite carries redundant power systems so that a single failure will not end the mission. | backup, spare, extra, duplicate, standby
fatigue | Metal fatigue in the wing joints was blamed for the crash. | weakening, wear, wear and tear
dissipate | Cooling fins help dissipate heat away from the engine block. | release, spread, shed, carry, draw
artefacts | Excavators recovered hundreds of stone artefacts, including scrapers and blades. | object, tool, item, piece
excavation | Full excavation of the burial mound began in 2019. | digging, dig
provenance | Chemical analysis revealed the provenance of the obsidian used for the blades. | origin, source
adherence | Patient adherence to the treatment plan dropped sharply after the first six months. | sticking, following, keeping
mortality | Child mortality fell by half in the decade after the clinics opened. | death, death rate
nocturnal | The mouse lemur is nocturnal and feeds mainly on fruit and insects. | active at night, night-active
forage | The bats forage over rivers and ponds, catching insects in flight. | feed, hunt, search for food, look for food
germinate | Seeds of this species germinate only after exposure to fire. | sprout, start growing, grow
foliage | Drought caused the foliage to turn brown by midsummer. | leaves, greenery
photosynthesis | Warmer water slowed photosynthesis in the algae living inside the coral. |
contraindicated | The drug is contraindicated in patients with severe kidney disease. | not advised, not recommended, unsafe
adverse | Most adverse effects were mild and included headache and nausea. | side, harmful, bad, unwanted, negative
metabolized | The compound is rapidly metabolized by the liver. | break down, process
ambulate | Patients who ambulate within a day of surgery tend to recover faster. | walk, walk around, move around, get moving, get up and walk
ulcers | Bedridden patients are at high risk of pressure ulcers on the heels and hips. | sore
supine | Patients were kept supine for two hours after the procedure. | on their back, lying on their back, face-up, lying flat, flat
attenuate | Thick foam panels attenuate high-frequency sound far better than low-frequency sound. | weaken, reduce, dampen, soften, muffle, deaden, lessen
reverberation | Heavy curtains reduced reverberation in the old concert hall. | echo, echoing
antibodies | Patients who had recovered showed high levels of antibodies in their blood for months. |
`;

export const ALTERNATIVES_FRESH_4: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
