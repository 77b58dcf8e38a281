// The eighth fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written by a helper who had read neither the rules nor the table, and committed before the
// rules were run on it. 60 sentences of 20 fields no earlier list used: academic words scientists
// overuse, field terms (three with no everyday word: empty list), words in one of several senses,
// and inflected forms; for each, the simpler words a lay reader would accept IN THAT SENTENCE, and
// the words a dictionary definition of its sense there would use (the fourth field: a shown
// meaning is right when it has one). Measured once.
//   word | sentence | acceptable, simpler, words | meaning, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
contraindicated | The drug is contraindicated in patients with severe kidney disease because it can build up to toxic levels. | not advised, not recommended, unsafe, ruled out, inadvisable | treatment, inadvisable, drug, procedure
titrated | The dose was titrated upward over four weeks until the patient's blood pressure settled. | adjusted, adjust, raised gradually, increased gradually, stepped up | dose, dosage, adjust, effect, drug
efficacy | In the trial, the lower dose showed the same efficacy as the higher one but caused fewer side effects. | effectiveness, effect, benefit | produce, desired, result, effect, power
aquifer | Farmers have pumped so much water from the aquifer that village wells now run dry each summer. | groundwater, underground water, underground reservoir, water-bearing rock | underground, rock, layer, water, permeable
permeability | The clay's low permeability stops pollutants from seeping down to the deeper groundwater. |  | fluid, liquid, pass, through, allow
depleted | Decades of irrigation have depleted the region's groundwater faster than rain can replace it. | drained, drain, used up, use up, emptied, run down, exhausted, reduced | use, reduce, exhaust, supply, amount
effusive | Unlike the explosive blast of 1980, the current eruption is effusive, with lava pouring steadily from the vent. | gentle, flowing, non-explosive, quiet, oozing | lava, flow, eruption, pour, magma
tephra | Tephra from the eruption fell across three provinces, closing airports for nearly a week. | ash, volcanic ash, volcanic debris, ash and rock | rock, fragment, volcanic, eject, air
quiescent | The volcano has been quiescent for nearly two centuries, but the ground beneath it is slowly rising again. | quiet, dormant, inactive, calm, at rest, still | inactive, dormant, quiet, rest
troop | The researchers followed a troop of forty capuchin monkeys for two years. | group, band, pack | monkey, ape, primate, animal
arboreal | Gibbons are almost entirely arboreal, rarely coming down to the ground. | tree-dwelling, tree-living | live, inhabit, dwell, frequent
propensity | Young chimpanzees show a strong propensity to copy whatever older members of their group do. | tendency, inclination, urge, leaning, drive | tendency, inclination, natural, behave, disposition
myopia | Myopia is rising fast among children who spend little time outdoors. | short-sightedness, nearsightedness, short sight | distant, object, eye, blur, focus, retina
floaters | Most floaters are harmless, but a sudden shower of them can signal a torn retina. | specks, speck, spots, spot, eye specks, floating specks | speck, spot, vision, eye
preclude | Catching glaucoma early can preclude permanent loss of sight in most patients. | prevent, stop, avert, rule out, head off | prevent, impossible, happen, stop
projection | No map projection can show the whole Earth without distorting either shape or area. |  | map, sphere, globe, curved, earth
contours | The closely spaced contours on the map show where the slope is steepest. | contour lines, height lines, elevation lines, height markings | equal, height, elevation, join, altitude
delineates | The new survey delineates the boundaries of every wetland in the province. | outlines, outline, marks out, mark out, maps, traces, shows | boundary, border, mark, trace, position
annealing | Annealing the copper wire makes it soft enough to bend without cracking. | heat-treating, heat treatment, heating and slow cooling, softening by heat | metal, glass, soften, toughen, brittle, slow
fatigue | Metal fatigue in a fan blade was blamed for the engine failure. | weakening, wear, stress damage | weaken, repeated, stress, crack, material
enhances | Adding a small amount of chromium greatly enhances the steel's resistance to rust. | improves, improve, boosts, boost, increases, increase, raises, strengthens | improve, increase, intensify, quality, value
ballast | Ships take on ballast in one port and release it in another, carrying stowaway species around the world. | weight, extra weight, balancing weight, water weight | ship, stability, weight, keel, steady
cavitation | Cavitation had eaten deep pits into the propeller blades, cutting the ship's top speed. |  | bubble, vapour, liquid, collapse, pressure
substantially | Slowing container ships by a few knots can substantially reduce their fuel use. | greatly, considerably, a lot, much, sharply, markedly | considerably, great, large, extent, amount
emulsifier | Lecithin from egg yolk acts as an emulsifier, keeping the oil and vinegar in mayonnaise from separating. | blending agent, binder, binding agent, stabiliser | oil, water, mix, blend, substance
hygroscopic | Because sugar is hygroscopic, it helps keep cakes moist for days. | water-absorbing, moisture-absorbing, absorbent, moisture-attracting | absorb, moisture, water, air, attract
ingestion | Ingestion of raw flour has been linked to outbreaks of E. coli infection. | eating, eat, swallowing, swallow | swallow, food, drink, mouth, body
cohort | Each birth cohort since 1970 has had fewer children than the one before. | group, generation, age group | share, characteristic, born, period, statistic
fertility | Fertility in the country has fallen to 1.3 children per woman, far below the level needed to keep the population stable. | birth rate, birthrate | birth, rate, average, population, number
approximately | Approximately one in five residents was born abroad. | about, roughly, around, nearly, close to, some | roughly, about, nearly, close, exact
salient | Young children tend to remember the most salient details of a story, such as loud noises or bright colours. | striking, noticeable, obvious, prominent, important, eye-catching, memorable | noticeable, prominent, important, striking, conspicuous
heuristics | People often rely on simple heuristics, such as picking the option they recognise, when making quick decisions. | rules of thumb, rule of thumb, shortcuts, mental shortcuts | rule, thumb, shortcut, judgment, practical
priming | Priming volunteers with words about old age seemed to make them walk more slowly afterwards. | exposing, expose, cueing, cue, prompting, prompt | exposure, stimulus, influence, response, unconscious
fry | Each spring, hatchery-reared fry are released into the lake to boost trout numbers. | young fish, baby fish, hatchlings | young, fish, newly, hatch
piscivorous | Adding piscivorous species such as pike can reshape the whole food web of a lake. | fish-eating | eat, fish, feed, diet
congregate | Young cod congregate near the seabed during their first winter. | gather, group, cluster, crowd, collect, flock, assemble | gather, assemble, crowd, together
flare | Stress and poor sleep can trigger a flare in people with lupus. | flare-up, attack, bout, relapse, outbreak, episode | worsen, symptom, disease, episode, recurrence
synovial | Inflammation of the synovial lining causes much of the swelling seen in rheumatoid arthritis. | joint | fluid, joint, membrane, lubricate
alleviate | Gentle daily exercise can alleviate morning stiffness in people with arthritis. | ease, relieve, reduce, lessen, soothe | relieve, lessen, ease, severe, pain
asperities | When two metal surfaces touch, only the tiny asperities on each one actually make contact. | bumps, bump, high points, peaks, rough spots, ridges | projection, surface, bump, peak, protrusion
lubricity | Removing sulphur from diesel also reduced its lubricity, and some fuel pumps wore out early. | slipperiness, smoothness, greasiness, oiliness | friction, lubricant, oil, smooth, reduce
negligible | At low speeds, wear on the ceramic bearings was negligible. | tiny, minimal, slight, very small, insignificant, trivial, barely measurable | small, insignificant, unimportant, worth, consider
chelicerae | Spiders inject venom through their chelicerae, which end in hollow fangs. | jaws, jaw, mouthparts, pincers | appendage, mouthpart, pincer, arachnid, pair
ballooning | Young spiders can travel hundreds of kilometres by ballooning, letting out silk threads that catch the wind. | drifting, kiting, wind drifting, flying, sailing, gliding | spider, silk, thread, strand, disperse
employ | Some orb-weaving spiders employ ultraviolet patterns in their webs to lure insects. | use, make use of | use, purpose, means, apply
dysphagia | Many people with Parkinson's disease develop dysphagia and need thickened drinks to avoid choking. | swallowing problems, difficulty swallowing, trouble swallowing, swallowing difficulty | difficulty, swallow, food, throat
fluency | After six weeks of therapy, the children's fluency improved, with fewer repeated sounds and stalled words. | smoothness, smooth speech, flow, flow of speech | flow, interruption, hesitation, repetition, stutter
initiated | Therapy was initiated within two weeks of the stroke in most patients. | started, start, begun, begin, launched | begin, start, launch, commence
eutrophication | Fertiliser runoff drives eutrophication, turning once-clear lakes green with algae. | nutrient pollution, over-enrichment, nutrient overload | nutrient, excess, algae, oxygen, enrichment
littoral | Most of the lake's plants grow in the littoral zone, where sunlight reaches all the way to the bottom. | shore, shoreline, near-shore, shallow, shallow-water | shore, coast, near, shallow
fluctuate | Oxygen levels in the pond fluctuate widely between day and night. | vary, change, swing, shift, rise and fall, go up and down | rise, fall, irregular, vary, change
brumation | Box turtles enter brumation when temperatures drop in late autumn. | hibernation, winter dormancy, winter sleep, dormancy, winter rest | dormant, reptile, winter, cold, inactive, sluggish
ectotherms | As ectotherms, lizards must bask in the morning sun before they can hunt. | cold-blooded animals, cold-blooded creatures | body, temperature, external, heat, regulate, environment
predominantly | The snakes feed predominantly on frogs and small fish. | mainly, mostly, largely, chiefly, for the most part | mainly, mostly, chiefly, largely, principal
anthelmintic | Overuse of anthelmintic drugs has left many sheep flocks with worms that no longer respond to treatment. | deworming, worming, anti-worm, wormer | worm, parasitic, expel, destroy, drug
vector | Ticks are the main vector of the parasite behind redwater fever in cattle. | carrier, spreader, transmitter | transmit, disease, pathogen, infection, carry
prevalence | The prevalence of liver fluke in the herd rose sharply after a wet summer. | rate, level, spread, frequency, commonness, occurrence | proportion, population, disease, case, condition
externalities | Congestion charges aim to make drivers pay for the externalities of their trips, such as pollution and delays to others. | side effects, hidden costs, spillover costs, knock-on costs, costs to others, spillovers | cost, benefit, third, party, uninvolved
elasticity | Because the price elasticity of rush-hour train travel is low, fare rises barely dent passenger numbers. | sensitivity, responsiveness | responsive, demand, supply, price, quantity
yield | Planners expect the new rail link to yield savings of about £2 billion over thirty years. | produce, give, bring, deliver, generate, create | generate, return, result, financial, gain
`;

export const ALTERNATIVES_FRESH_8: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
