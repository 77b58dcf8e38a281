// A fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"), written
// for this project after the rules were last tuned and before they were run on it: sentences of
// the kind found in abstracts and science news (hydrology, medicine, immunology, ecology,
// materials, computing, astronomy, geology, agriculture, psychology, energy), each with a word a
// general reader may stumble on and the simpler words a lay reader would accept in its place IN
// THAT SENTENCE (base forms). An empty list means no single everyday word will do: any suggestion
// is wrong, none is right. Inflected forms of common words (cores, steels) are listed too: they
// need no simpler word. Measured only, never tuned on (eval/alternatives-eval.ts --fresh).
//   word | sentence | acceptable, simpler, words
import { casesOf, type AlternativesCase } from './alternatives-eval-list.ts';

const CASES = `
recharge | Groundwater recharge in the basin was estimated from rainfall records. | refill, refilling, replenishment, topping
desiccate | Prolonged drought caused the marsh to desiccate within two summers. | dry
attenuated | Mice lacking the receptor showed attenuated inflammation after infection. | reduce, weaken, lessen, mild, weak, dampen
engulf | Immune cells engulf dead cells and clear them from the tissue. | swallow, eat, consume, absorb
regenerate | Salamanders can regenerate a lost limb within weeks. | regrow
ameliorated | The new irrigation schedule ameliorated water stress in the orchards. | ease, relieve, reduce, lessen, improve
ductile | The alloy remains ductile even at very low temperatures. | bendable, flexible, pliable, soft
brittle | Cold makes the plastic brittle, so it cracks easily. | fragile, breakable, crisp
corrosion | Salt spray speeds up corrosion of steel bridges near the coast. | rust, rusting, decay
cores | The processor has eight cores that share one memory cache. |
steels | Stainless steels resist rust better than ordinary iron. |
latency | The new network cut latency for video calls by half. | delay, lag, wait
redundant | Engineers added redundant pumps so the plant keeps running if one fails. | spare, backup, extra
eclipse | The lunar eclipse was visible across most of Africa. |
luminous | The galaxy is so luminous that it outshines its neighbours. | bright, shining, glowing, brilliant
erosion | Heavy rain increased soil erosion on the bare hillsides. | wearing, loss, washing
sediment | The river carries sediment from the mountains to the delta. | mud, silt, sand, soil, dirt
fertile | Volcanic ash makes the surrounding soil fertile. | rich, productive, fruitful
yield | Drought cut the wheat yield by a third this year. | harvest, crop, output, production
pest | The beetle is a serious pest of potato crops. |
cognitive | The study tracked cognitive decline in older adults over ten years. | mental
anxiety | Regular exercise reduced anxiety in students before exams. | worry, nervousness, fear, stress, unease
fatigue | Patients often report fatigue for weeks after the infection. | tiredness, exhaustion, weariness
dormant | The virus can stay dormant in nerve cells for years. | inactive, asleep, sleeping, quiet, hidden
contagious | The disease is most contagious in the first days of symptoms. | catching, infectious, catchy
abundant | Sardines were abundant along the coast last spring. | plentiful, many, common, numerous, plenty, rich
scarce | Fresh water is scarce on the island in summer. | rare, short, lacking
emissions | Emissions from cars fell during the lockdown. |
turbine | Each turbine produces enough power for a thousand homes. |
efficient | LED lamps are more efficient than old bulbs. | economical, thrifty
durable | The new coating makes the paint more durable. | lasting, tough, strong, hardy, sturdy
viscous | Honey is far more viscous than water. | thick, sticky, syrupy
porous | The rock is porous, so water seeps through it. | spongy, leaky, permeable
inert | The gas is inert and does not react with the metal. | inactive, unreactive, stable
ingest | Seabirds often ingest plastic fragments they mistake for food. | eat, swallow, consume
excrete | The kidneys excrete excess salt in the urine. | remove, expel, discharge, pass, release
adhere | The paint does not adhere well to wet surfaces. | stick, cling, attach, bond
disperse | Wind helps the seeds disperse over large areas. | spread, scatter
deteriorate | Old batteries deteriorate faster in hot weather. | decline, worsen, degrade, weaken, decay, fail
intermittent | Solar power is intermittent, so it needs storage. | irregular, occasional, unsteady, patchy, uneven
`;

export type FreshAlternativesCase = AlternativesCase;

export const ALTERNATIVES_FRESH: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
