// The test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"): words of
// science writing that a general reader may stumble on, each in a sentence of the kind found in
// papers, press releases and popular science (medicine, biology, ecology, climate, geology,
// physics, chemistry, astronomy, psychology, statistics, engineering), with the simpler words a
// lay reader would accept in its place IN THAT SENTENCE (base forms; multi-word answers are
// listed for the record, though only single words are ever suggested). An empty list means no
// single everyday word will do: any suggestion for it is wrong, and none is right.
// Labelled by hand, before and independently of what the code suggests.
//
// Split: a word belongs to the held-out half when the FNV-1a hash of its text is odd
// (heldOut below), so the split does not depend on the list's order and adding words never moves
// others. Rules and the plain-word table are tuned on the development half only; the figures of
// the held-out half show whether that tuning carries over.
//   word | sentence | acceptable, simpler, words
import { inflectionBases } from '../src/english-inflections.ts';
const CASES = `
cellular | Cellular stress triggers the release of signalling proteins inside the tissue. | |
cleavage | Cleavage of the protein by the enzyme releases a smaller active fragment. | splitting, split, cutting, breaking, division
epigenetics | Epigenetics helps explain why identical twins can develop different diseases. | |
methylation | Methylation of the gene switches it off in older cells. | |
physiology | The physiology of deep-diving seals allows them to hold their breath for an hour. | biology, workings, functioning
photosynthesis | Photosynthesis in the leaves slows down when the soil dries out. | |
mitochondria | Mitochondria supply most of the energy a muscle cell uses. | |
hypothesis | The team tested the hypothesis that sleep clears waste from the brain. | idea, theory, suggestion, guess, notion
pathogen | The pathogen spreads through contaminated water supplies. | germ, microbe, bug, bacterium, virus
inflammation | Chronic inflammation of the gut can damage its lining over time. | swelling, irritation, soreness, redness
hypertension | Untreated hypertension raises the risk of stroke. | |
lesion | The scan revealed a small lesion on the patient's liver. | wound, sore, injury, damage, spot, growth
malignant | Only one of the three tumours turned out to be malignant. | cancerous, deadly
benign | The biopsy showed that the lump was benign. | harmless
chronic | Chronic pain affects about one in five adults. | lasting, persistent, constant, ongoing, long
ambiguous | The results of the first trial were ambiguous. | unclear, uncertain, vague, inconclusive, mixed
empirical | There is little empirical evidence that the diet works. | observed, experimental, factual, real, hard
heterogeneous | The tumour is made of a heterogeneous mix of cell types. | mixed, varied, diverse
homogeneous | The sample must be homogeneous before it is measured. | uniform, even, consistent, smooth, mixed
ubiquitous | Microplastics are now ubiquitous in the world's oceans. | everywhere, widespread, common, universal, pervasive
mitigate | Planting trees along rivers can mitigate flooding downstream. | reduce, ease, lessen, limit, curb, soften, alleviate
ameliorate | The drug may ameliorate symptoms of the disease. | improve, ease, relieve, lessen, reduce, alleviate, help
elucidate | Further experiments are needed to elucidate the mechanism. | explain, clarify, clear, illuminate, reveal, uncover
exacerbate | Heat waves exacerbate air pollution in cities. | worsen, aggravate, intensify, increase, deepen
proliferate | Cancer cells proliferate rapidly when the gene is switched on. | multiply, grow, spread, increase, divide, reproduce
attenuate | The vaccine uses an attenuated form of the virus. | weakened, weaken
synthesize | Plants synthesize sugars from carbon dioxide and water. | make, produce, build, create, manufacture, form
quantify | It is hard to quantify how much carbon the forest stores. | measure, count, gauge, calculate, estimate, assess
facilitate | The new enzyme facilitates the breakdown of plastic. | help, ease, aid, assist, enable, speed, promote
utilize | Bacteria utilize the sugar as a source of energy. | use, employ
commence | Drilling will commence next spring. | start, begin
terminate | The trial was terminated early because of side effects. | end, stop, halt, cancel, close, finish
optimal | The optimal temperature for the enzyme is 37 degrees. | best, ideal
efficacy | The efficacy of the vaccine fell after six months. | effectiveness, power, strength, success
paradigm | The discovery challenged the dominant paradigm in physics. | model, framework, view, theory, idea, thinking
anomaly | A temperature anomaly appeared in the data from the Arctic. | irregularity, oddity, abnormality, deviation, quirk
catalyst | Platinum acts as a catalyst in the reaction. | |
viscosity | The viscosity of the lava determines how far it flows. | thickness, stickiness, runniness
luminosity | The star's luminosity changes every few days. | brightness, light, brilliance
velocity | The velocity of the wind at the summit exceeded 150 kilometres an hour. | speed
trajectory | The asteroid's trajectory will take it close to Earth. | path, course, route, track, orbit
aperture | The telescope has an aperture of four metres. | opening, diameter, hole, gap
apex | Lions are apex predators on the savannah. | top
erosion | Coastal erosion has swallowed several houses. | wearing, wear
precipitation | Annual precipitation in the region has fallen by a third. | rain, rainfall
contamination | Contamination of the samples ruined the experiment. | pollution, impurity, tainting, spoiling
lethargy | Lethargy is a common early sign of the infection. | tiredness, sluggishness, weariness, listlessness, sleepiness, fatigue
fatigue | Patients reported fatigue for weeks after the illness. | tiredness, weariness, exhaustion
arid | Arid regions receive less than 250 millimetres of rain a year. | dry, desert, barren, parched
frigid | Few insects survive in the frigid waters of the Southern Ocean. | cold, icy, freezing
saline | Doctors flushed the wound with a saline solution. | salt, salty
opaque | The shell of the egg becomes opaque as it hardens. | cloudy, milky, solid, dark
concurrent | Concurrent use of the two drugs increases the risk of bleeding. | simultaneous, combined, joint, parallel
predominantly | The disease predominantly affects older women. | mainly, mostly, largely, chiefly, primarily
inhibit | The compound inhibits the growth of fungi. | block, stop, prevent, curb, slow, limit, restrict, suppress, hinder
ingest | Seabirds ingest plastic fragments that they mistake for food. | eat, swallow, consume
dilate | Pupils dilate in low light. | widen, expand, enlarge, open
constrict | Cold makes the blood vessels in the skin constrict. | narrow, tighten, contract, shrink
augment | Engineers augmented the old dam with a spillway. | extend, enlarge, expand, supplement, improve, add
deteriorate | The paintings deteriorate quickly in humid air. | decay, worsen, decline, degrade, crumble, perish, rot
fluctuate | Oxygen levels in the lake fluctuate with the seasons. | vary, change, swing, shift, rise, alternate
replicate | Other labs have failed to replicate the result. | repeat, reproduce, copy, duplicate, confirm
ascertain | Investigators could not ascertain the cause of the fire. | determine, establish, discover, learn, find, identify
cognition | Poor sleep impairs cognition in older adults. | thinking, thought, reasoning, understanding, memory
morphology | The morphology of the beak varies between the islands. | shape, form, structure
hypoxia | Hypoxia at high altitude causes headaches. | |
carcinogen | Asbestos is a known carcinogen. | |
predictor | Age was the strongest predictor of severe illness. | sign, indicator, clue, marker, guide
evade | The virus can evade the immune system by changing its coat. | escape, avoid, dodge, elude, outwit, sidestep
mutagenesis | Random mutagenesis produced thousands of new strains. | |
gauges | Tide gauges along the coast recorded a rise of 20 centimetres. | meter, meters, instrument, instruments, recorders, measures, measurement
gauge | The survey gauges public trust in vaccines. | measure, assess, judge, estimate, test, check, evaluate
utilized | Farmers utilized every available patch of land. | use, employ, farm
approximately | The cave was occupied for approximately ten thousand years. | about, roughly, around, nearly, almost, some
demonstrates | The experiment demonstrates that bees can count. | show, prove, reveal, establish
methodology | The methodology of the study has been criticised. | method, approach, methods, design
subsequently | The samples were subsequently frozen. | later, then, afterwards, next
facilitates | Warm water facilitates the spread of the algae. | help, ease, aid, assist, promote, speed, encourage, enable
attenuation | Attenuation of the signal limits how far the cable can carry data. | weakening, loss, fading, reduction
propagation | The propagation of seismic waves depends on the rock type. | spread, spreading, travel, movement, transmission
dissipate | The storm will dissipate over land. | weaken, fade, disperse, die, vanish, scatter, subside, clear
oscillate | The pendulum oscillates with a period of two seconds. | swing, vibrate, sway
amplitude | The amplitude of the sound wave determines its loudness. | size, strength, height, magnitude, extent
frequency | The frequency of the signal was too high to hear. | |
wavelength | Red light has a longer wavelength than blue light. | |
refraction | Refraction of light in water makes a straight stick look bent. | bending
diffraction | Diffraction of X-rays reveals how atoms are arranged in the crystal. | scattering, spreading, bending
emission | The emission of methane from cattle is a large source of warming. | release, discharge, output, production
absorption | The absorption of iron is improved by vitamin C. | uptake, intake, assimilation
inert | Argon is an inert gas that does not react with other elements. | unreactive, inactive, stable
volatile | Volatile compounds give the fruit its smell. | vaporous, evaporating
soluble | Vitamin C is soluble in water. | dissolvable
insoluble | Most plastics are insoluble in water. | |
oxidation | Oxidation turns the iron surface to rust. | rusting, rust, corrosion
corrosion | Corrosion weakened the steel supports of the bridge. | rust, rusting, decay, wear, erosion
combustion | Combustion of fossil fuels releases carbon dioxide. | burning, fire
reagent | Add the reagent drop by drop until the solution turns blue. | chemical, substance
precipitate | A white precipitate forms at the bottom of the flask. | solid, sediment, deposit, residue
dilute | Dilute the acid with ten parts water. | thin, weaken, water, mix
concentration | The concentration of lead in the water was above the legal limit. | level, amount, content, strength, density
isotope | Carbon dating relies on a radioactive isotope of carbon. | |
polymer | The new polymer breaks down in sunlight within months. | plastic
synthesis | The synthesis of the drug takes twelve steps. | making, production, manufacture, creation, preparation
yield | The new wheat variety increased yields by a fifth. | harvest, crop, output, production, return
cultivar | The cultivar resists the fungus that destroyed last year's crop. | variety, strain, type, breed
germinate | Seeds germinate faster in warm, moist soil. | sprout, grow, develop, shoot
irrigation | Irrigation draws heavily on the river in summer. | watering
fertile | The volcanic soil is extremely fertile. | rich, productive, fruitful, lush, fecund
arable | Only a tenth of the country's land is arable. | farmable, cultivable, tillable, productive
livestock | Livestock produce about a seventh of human greenhouse emissions. | animals, cattle, stock, herds
pesticide | The pesticide killed bees as well as aphids. | |
herbivore | The largest herbivore on the island is a tortoise. | grazer, plant-eater, browser
predator | Foxes are the main predator of ground-nesting birds. | hunter, killer
prey | Owls locate their prey by sound. | quarry, victim, food, target
habitat | The wetland is an important habitat for migrating birds. | home, environment, territory, haven, refuge
biodiversity | Biodiversity is declining fastest in the tropics. | |
ecosystem | The coral reef ecosystem supports a quarter of marine species. | |
symbiosis | The fungus lives in symbiosis with the roots of the tree. | partnership, cooperation, association
invasive | Invasive species cost the country billions each year. | alien, foreign, introduced, non-native, spreading, intrusive
endemic | The lizard is endemic to a single island. | native, local, indigenous, unique
extinct | The bird became extinct in the wild in 1987. | dead, gone, vanished, lost, defunct
migration | The migration of wildebeest follows the rains. | journey, movement, trek, move
nocturnal | Most bats are nocturnal. | night
foraging | Foraging bees visit hundreds of flowers a day. | searching, feeding, hunting, scavenging, gathering
larvae | Mosquito larvae live in standing water. | grubs, grub, maggots, young
pollination | Pollination by insects is vital for many fruit crops. | fertilisation, fertilization
decomposition | Decomposition of leaves returns nutrients to the soil. | decay, rotting, breakdown, rot
sediment | Sediment carried by the river builds the delta. | silt, mud, sand, deposit, deposits, dirt
stratum | Each stratum of rock records a different era. | layer, bed, level, seam
tectonic | Tectonic forces pushed the mountains up. | crustal, geological
magma | Magma rose beneath the volcano for months before the eruption. | lava, molten rock
erupt | The volcano last erupted in 1783. | explode, blow
seismic | Seismic activity increased before the landslide. | earthquake, quake, shaking
aquifer | The city draws its water from an ancient aquifer. | reservoir, spring, well
glacier | The glacier has retreated two kilometres since 1950. | |
permafrost | Thawing permafrost releases stored carbon. | |
salinity | The salinity of the ocean affects how currents flow. | saltiness, salt
acidification | Ocean acidification weakens the shells of oysters. | souring
anthropogenic | Anthropogenic warming is melting the ice sheets. | man-made, human, human-caused, artificial
atmospheric | Atmospheric carbon dioxide reached a new record. | air, airborne
terrestrial | Terrestrial animals face different threats from marine ones. | land
marine | Marine heatwaves killed much of the kelp forest. | sea, ocean, ocean's
emissions | Transport emissions rose again last year. | pollution, exhaust, fumes, discharges, releases
mitigation | Mitigation of climate change requires deep cuts in emissions. | reduction, limiting, easing, lessening, relief, curbing
adaptation | Adaptation to rising seas will cost coastal cities dearly. | adjustment, preparation, change
variability | Natural variability makes it hard to see the trend in one year's data. | variation, change, fluctuation, changeability, variety
projection | The latest projection shows sea levels rising by a metre. | forecast, prediction, estimate, outlook
equilibrium | The reaction eventually reaches equilibrium. | balance, stability, steady state
entropy | Entropy always increases in a closed system. | disorder, randomness
kinetic | Kinetic energy depends on mass and speed. | moving, motion
thermal | Thermal cameras detect animals hidden in the grass. | heat, infrared
friction | Friction between the plates builds stress over centuries. | rubbing, resistance, grinding, drag
inertia | Inertia keeps the ball rolling after the push. | |
torque | The motor delivers high torque at low speeds. | twisting force, turning force, force, twist
momentum | The momentum of the falling rock was enough to crush the car. | force, impetus, speed, mass, weight
magnetic | The magnetic field of the Earth protects it from solar wind. | |
particle | Each particle of dust carries a small electric charge. | speck, grain, bit, fragment, mote
quantum | Quantum effects appear only at very small scales. | |
nucleus | The nucleus of the atom holds almost all of its mass. | core, centre, center, heart
electron | The electron jumps to a higher energy level. | |
photon | Each photon carries a tiny packet of energy. | |
radiation | Radiation from the sun damages the skin. | rays, radiance, emission, light, energy
spectrum | The spectrum of the star reveals its chemical make-up. | rainbow, range, colours, light
galaxy | Our galaxy contains hundreds of billions of stars. | |
orbit | The moon completes an orbit every 27 days. | circuit, revolution, lap, path, circle
celestial | Ancient sailors navigated by celestial bodies. | heavenly, sky, astronomical, star
lunar | The lunar surface is covered in fine dust. | moon
solar | Solar panels on the roof supply half the power. | sun
telescope | The telescope can see galaxies formed soon after the big bang. | |
exoplanet | The exoplanet orbits a red dwarf star. | |
gravitational | Gravitational waves stretch and squeeze space itself. | gravity
luminous | Luminous clouds glow at the edge of space after sunset. | glowing, bright, shining, radiant, brilliant
nebula | The nebula is a nursery where new stars form. | cloud
asteroid | An asteroid about the size of a bus passed close to Earth. | space rock, rock
genome | The genome of the wheat plant is five times larger than ours. | genes
mutation | A single mutation makes the bacteria resistant to the drug. | change, alteration, variation, variant
allele | Each parent passes on one allele of the gene. | version, variant, form, copy
heredity | Heredity accounts for about half of the variation in height. | inheritance, genes, genetics
phenotype | The phenotype of the mice changed when the diet changed. | traits, characteristics, appearance, features, makeup
protein | Each protein folds into a precise shape. | |
enzyme | The enzyme speeds up the reaction a millionfold. | |
metabolism | Metabolism slows with age. | |
hormone | The hormone controls when the plant flowers. | |
receptor | The drug binds to a receptor on the surface of the cell. | sensor, docking site, target
antibody | Each antibody recognises a single part of the virus. | |
antigen | The vaccine presents the antigen to the immune system. | |
immune | Children's immune systems learn from early infections. | defence, protective
vaccine | The vaccine was given to ten thousand volunteers. | jab, shot
placebo | A third of the volunteers were given a placebo. | dummy, sugar pill, fake pill
cohort | The cohort was followed for twenty years. | group, sample, participants, set
longitudinal | A longitudinal study tracked the children into adulthood. | long-term
randomized | In a randomized trial, chance decides who gets the treatment. | random, randomised
prevalence | The prevalence of diabetes has doubled since 1980. | rate, frequency, commonness, extent, spread, occurrence
incidence | The incidence of measles rose after vaccination rates fell. | rate, frequency, occurrence, number
mortality | Infant mortality fell sharply in the last century. | death, deaths, death rate
morbidity | Obesity increases morbidity from heart disease. | illness, disease, sickness
prognosis | The prognosis for patients diagnosed early is good. | outlook, forecast, prospects, chances, prediction
diagnosis | Early diagnosis improves survival. | detection, identification, recognition
symptom | Fever is the most common symptom of the infection. | sign, indication, indicator, signal
acute | Acute kidney injury can develop within hours. | sudden, severe, sharp, rapid, serious
adverse | The drug had few adverse effects. | harmful, bad, negative, unwanted, undesirable, damaging
contraindicated | The drug is contraindicated in pregnancy. | unsafe, inadvisable, forbidden, ruled out
dosage | The dosage was halved for children. | dose, amount, quantity
analgesic | Paracetamol is a mild analgesic. | painkiller
sedative | The sedative took effect within minutes. | tranquilliser, tranquilizer, depressant, sleeping pill, calmative
toxic | Some mushrooms are toxic to dogs. | poisonous, deadly, harmful, lethal, noxious, dangerous
lethal | A lethal dose of the poison is smaller than a grain of rice. | deadly, fatal, killing, mortal
tumour | The tumour shrank after radiotherapy. | |
metastasis | Metastasis to the bones makes the cancer harder to treat. | spread, spreading
cardiovascular | Cardiovascular disease kills more women than breast cancer. | heart
respiratory | Respiratory infections peak in winter. | breathing, lung, chest, airway
renal | Renal failure is a complication of the disease. | kidney
hepatic | Hepatic damage was found in a few patients. | liver
neurological | Neurological symptoms such as numbness appeared later. | nerve, nervous, brain, neural
cerebral | The cerebral cortex handles language. | brain
cognitive | Cognitive decline can begin years before diagnosis. | mental, intellectual, thinking
neuron | Each neuron connects to thousands of others. | nerve cell, cell
synapse | Learning strengthens the synapse between the two cells. | junction, connection, link, gap
dementia | Dementia affects about one in fourteen people over 65. | |
anxiety | Anxiety disorders are the most common mental illness. | worry, fear, nervousness, unease, apprehension, stress, anguish
depression | Exercise can ease mild depression. | gloom, despair, sadness, melancholy, low spirits, misery
perception | Perception of colour varies between people. | sense, sensing, seeing, awareness, vision, view, impression
stimulus | The stimulus was a brief flash of light. | cue, trigger, signal, prompt, spur, prompting
cortisol | Cortisol levels rise under stress. | |
circadian | Circadian rhythms govern when we feel sleepy. | daily, body-clock
behavioral | Behavioral changes appeared after the second week. | behavioural, conduct
empathy | Empathy develops in the first years of life. | sympathy, compassion, understanding, fellow feeling
heuristic | People use a simple heuristic when judging risk. | rule of thumb, shortcut, rule
bias | Confirmation bias leads people to ignore evidence against their views. | prejudice, leaning, slant, tendency, distortion, partiality
correlation | The study found a correlation between screen time and poor sleep. | link, connection, association, relationship, relation, tie
causation | Correlation does not prove causation. | cause, causality
variance | The variance of the measurements was small. | spread, variation, scatter, dispersion
median | The median age of the patients was 64. | middle, average, midpoint
outlier | One outlier skewed the average. | exception, anomaly, oddity, freak
robust | The finding is robust to changes in the model. | strong, sound, solid, reliable, sturdy
statistically | The difference was not statistically significant. | |
quantitative | Quantitative data came from the questionnaires. | numerical, numeric, measured
qualitative | Qualitative interviews explored how patients felt. | descriptive, in-depth
parameter | The model has only three parameters. | setting, variable, factor, value, constant
algorithm | The algorithm sorts the images into categories. | program, procedure, method, formula, recipe, rule
simulation | The simulation predicts how the virus will spread. | model, modelling, modeling, imitation, replica
calibrate | The sensors were calibrated before each flight. | adjust, set, tune, check, standardise, standardize, set up
prototype | The prototype flew for twelve minutes. | model, trial version, first version, pilot, design, mock-up
component | Each component of the engine was printed in metal. | part, piece, element, unit, bit
apparatus | The apparatus measures the weight of a single cell. | equipment, device, machine, instrument, gear, kit, system
insulation | Better insulation would halve the heating bill. | lagging, padding, protection
conductivity | Copper has a high electrical conductivity. | |
durable | The coating is durable enough to last twenty years. | lasting, hard-wearing, long-lasting, tough, strong, sturdy, robust
brittle | The bones of the patients became brittle. | fragile, breakable, weak, delicate, crumbly
porous | Porous rock holds oil like a sponge. | permeable, spongy, leaky, holey, absorbent
malleable | Gold is malleable enough to be beaten into thin sheets. | soft, workable, pliable, bendable, flexible
viscous | Honey is more viscous than water. | thick, sticky, syrupy, gooey, heavy
transparent | The new material is transparent and as strong as steel. | clear, see-through, glassy
dense | Lead is a dense metal. | heavy, compact, solid, thick
abundant | Iron is abundant in the Earth's crust. | plentiful, common, plenty, rich, ample, copious, widespread
scarce | Fresh water is scarce on the island. | rare, short, limited, sparse, lacking, hard to find, insufficient
sparse | Vegetation is sparse above the tree line. | thin, scattered, scant, meagre, light, few
dormant | The seeds can stay dormant for decades. | inactive, asleep, sleeping, resting, inert, latent
latent | The virus remains latent in nerve cells for years. | hidden, dormant, inactive, concealed, quiet, sleeping
transient | The drug caused transient dizziness. | brief, passing, short-lived, temporary, fleeting, momentary
intermittent | Intermittent fasting is popular but poorly studied. | occasional, periodic, irregular, on-off, sporadic, broken
cumulative | The cumulative effect of small doses can be large. | total, combined, overall, collective, accumulated, growing
incremental | Progress has been incremental rather than dramatic. | gradual, step-by-step, slow, steady
negligible | The risk to the public is negligible. | tiny, small, slight, trivial, minor, insignificant, minimal
substantial | The drug caused a substantial drop in blood pressure. | large, big, considerable, sizeable, sizable, significant, major, great
marginal | The new drug offers only a marginal benefit. | small, slight, minor, limited, modest, minimal
preliminary | Preliminary results suggest the treatment works. | early, initial, first, provisional, tentative
tentative | The link is tentative and needs confirming. | uncertain, provisional, unconfirmed, cautious, speculative, unsure
plausible | A plausible explanation is that the birds follow the coast. | likely, believable, credible, reasonable, possible, convincing
speculative | The idea remains speculative. | unproven, theoretical, hypothetical, conjectural, uncertain
inconclusive | The results of the trial were inconclusive. | unclear, uncertain, indecisive, open, unresolved, mixed
rigorous | The drug went through rigorous testing. | thorough, strict, careful, exacting, stringent, meticulous, exhaustive
comprehensive | A comprehensive review found no effect. | complete, thorough, full, extensive, broad, wide
systematic | A systematic search of the records found twelve cases. | methodical, thorough, orderly, organised, organized, careful
arbitrary | The cut-off of 30 is arbitrary. | random, chosen at random
intrinsic | The intrinsic value of wetlands is hard to price. | inherent, innate, essential, basic, natural, built-in, underlying
inherent | There are risks inherent in any surgery. | intrinsic, built-in, innate, natural, basic, essential
innate | Birds have an innate sense of direction. | inborn, inbuilt, natural, instinctive, inherent, in-built, built-in
discrete | The signal comes in discrete pulses. | separate, distinct, individual, detached, unconnected
disparate | The study brought together disparate data sets. | different, varied, diverse, distinct, unrelated, dissimilar
analogous | The wing of a bat is analogous to the arm of a human. | similar, comparable, equivalent, like, parallel, akin
finite | The planet has finite reserves of phosphorus. | limited, restricted, fixed
explicit | The guidelines make no explicit mention of children. | clear, direct, specific, express, plain, definite
implicit | Implicit bias can influence hiring decisions. | unconscious, hidden, unspoken, implied, unstated, tacit
fundamental | Energy is a fundamental concept in physics. | basic, central, key, essential, core, primary, elementary
pertinent | The survey asked questions pertinent to the study. | relevant, related, applicable, fitting, appropriate
salient | The salient feature of the fossil is its long neck. | main, notable, striking, prominent, chief, key, important, outstanding, noticeable
paramount | Safety is paramount in the design of reactors. | supreme, foremost, chief, vital, essential, crucial, key, uppermost
imminent | Scientists warned that an eruption was imminent. | near, close, coming, impending, about to happen, approaching, looming
inevitable | Some loss of accuracy is inevitable. | unavoidable, certain, sure, inescapable, bound to happen
obsolete | The old sensors are now obsolete. | outdated, old, dated, outmoded, out of date, defunct, old-fashioned, antiquated
novel | The team developed a novel way to store hydrogen. | new, original, fresh, innovative, different, unusual
innovative | The innovative design cuts energy use by half. | new, original, novel, creative, inventive, pioneering, fresh, clever
conventional | Conventional farming uses more fertiliser. | usual, normal, standard, traditional, ordinary, regular, common
synthetic | Synthetic fibres shed microplastics in the wash. | artificial, man-made, manmade, fake
organic | Organic matter makes up a tenth of the soil. | living, natural
viable | Only a few of the embryos were viable. | alive, living, healthy, able to live
feasible | The plan is technically feasible. | possible, practical, workable, achievable, doable, realistic, viable
potent | The new drug is far more potent than morphine. | strong, powerful, effective, forceful
profound | The discovery had a profound effect on medicine. | deep, great, far-reaching, intense, major, huge
prolific | The prolific weed spreads quickly. | productive, fertile, fruitful, abundant
ostensibly | The plants were ostensibly identical. | apparently, seemingly, outwardly, supposedly
presumably | The fossils were presumably washed downstream. | probably, likely, doubtless, apparently, supposedly
consequently | Consequently, the river floods every spring. | so, therefore, thus, as a result, hence
furthermore | Furthermore, the treatment is cheap. | also, moreover, besides, in addition, what is more
nevertheless | Nevertheless, the effect was small. | still, yet, however, even so, nonetheless, all the same
thereby | Trees shade the stream, thereby cooling the water. | thus, so, in this way
whereby | It is a process whereby cells copy their DNA. | by which, in which
notwithstanding | Notwithstanding these limits, the survey is useful. | despite, in spite of, regardless of
albeit | The rate fell, albeit slowly. | although, though, even if, if
hitherto | The cave held hitherto unknown species. | previously, until now, formerly, before
respectively | The two groups lost 3 and 5 kilograms respectively. | |
simultaneously | The two samples were heated simultaneously. | together, concurrently, at once, at the same time
intrinsically | Some materials are intrinsically magnetic. | inherently, naturally, essentially, basically, by nature
inadvertently | The settlers inadvertently introduced rats to the island. | accidentally, unintentionally, by accident, unwittingly, by mistake
deliberately | The fire was started deliberately. | intentionally, purposely, on purpose, consciously, knowingly, wilfully
approximation | The formula is only an approximation. | estimate, guess, rough guide, approximate figure
estimation | Estimation of the age of the bones relied on carbon dating. | estimate, assessment, calculation, reckoning, judgement, judgment, evaluation, guess
measurement | A measurement of the ice sheet's thickness was taken every year. | reading, gauge, size, mensuration, test, figure
observation | Observation of the nest continued through the night. | watching, monitoring, surveillance, study, scrutiny, viewing
experimentation | Experimentation on animals is strictly regulated. | testing, research, trials, tests, experiments
specimen | Each specimen was stored in alcohol. | sample, example, piece, individual, exhibit
sample | Blood samples were taken every week. | |
inference | The inference that the birds migrate at night is based on radar. | conclusion, deduction, assumption, reasoning, interpretation
assumption | The model rests on the assumption that growth continues. | premise, supposition, presumption, belief, hypothesis, idea, guess
criterion | The main criterion for entry was age. | standard, test, requirement, condition, measure, rule, benchmark, yardstick, basis
threshold | Pain thresholds differ from person to person. | limit, level, point, minimum, tolerance
magnitude | The magnitude of the earthquake was 7.2. | size, strength, scale, intensity, power, force
proximity | Proximity to the coast lowers summer temperatures. | closeness, nearness
duration | The duration of the drought surprised farmers. | length, span, period, time, term, extent
onset | The onset of symptoms came three days after infection. | start, beginning, appearance, arrival, outbreak, emergence, inception
cessation | Cessation of smoking halves the risk within a year. | stopping, end, ending, halt, quitting, giving up, stop
duplication | Duplication of the gene gave the plant extra copies. | copying, doubling, repetition, replication, copy
fragmentation | Fragmentation of the forest isolates animal populations. | breaking up, splitting, division, break-up, splintering
degradation | Land degradation threatens food supplies. | deterioration, damage, decline, destruction, erosion, decay, harm, depletion
depletion | Depletion of the ozone layer exposes us to more ultraviolet light. | reduction, thinning, loss, exhaustion, draining, decrease, lowering
contaminant | The main contaminant in the river was mercury. | pollutant, impurity, toxin, poison
pollutant | Ozone is a pollutant near the ground. | contaminant, impurity, toxin, poison
toxin | The toxin in the puffer fish paralyses its victims. | poison, venom
residue | Pesticide residue was found on the fruit. | traces, trace, remains, remnant, deposit, leftovers
remnant | The wetland is a remnant of a much larger marsh. | remains, remainder, leftover, fragment, trace, relic, rest
vestige | The tail bone is a vestige of our ancestors' tails. | remnant, trace, relic, remains, leftover
abrasion | Abrasion by sand polished the rocks. | wearing, scraping, erosion, rubbing, grinding, scratching, wear
fissure | Lava poured from a fissure in the ground. | crack, split, cleft, opening, gap, fracture, rift, break
cavity | Bats roost in the cavity of the old oak. | hole, hollow, space, pit, chamber, gap
protrusion | A small protrusion on the skull anchors the jaw muscle. | bump, lump, projection, bulge, knob, swelling
membrane | The membrane lets water pass but not salt. | skin, film, sheet, layer, lining, tissue
tissue | The scar tissue stiffens the heart. | |
lymph | Lymph drains from the tissues into the blood. | |
plasma | The plasma of the donors contained antibodies. | fluid, serum, blood
saliva | Saliva contains enzymes that begin digestion. | spit, spittle, drool, slaver
digestion | Digestion of fat begins in the small intestine. | breaking down, processing, absorption
excretion | Excretion of the drug takes place through the kidneys. | elimination, removal, discharge, passing, expulsion
respiration | Respiration rates rise during exercise. | breathing
ventilation | Poor ventilation raises the risk of infection indoors. | airflow, air flow, aeration, air circulation, fresh air
sterile | Instruments must be sterile before surgery. | clean, germ-free, sterilised, sterilized, disinfected, aseptic
infectious | Measles is highly infectious. | contagious, catching, communicable, transmissible
contagious | The disease is contagious for a week. | infectious, catching, communicable, transmissible
transmission | Airborne transmission of the virus was confirmed. | spread, spreading, passing, transfer
outbreak | The outbreak began in a single school. | epidemic, flare-up, eruption, spread, surge, wave, upsurge, rash
pandemic | The pandemic closed schools for months. | epidemic, plague, outbreak
susceptible | Older people are more susceptible to the virus. | vulnerable, prone, exposed, at risk, open, liable, sensitive
resistant | The bacteria became resistant to three antibiotics. | immune, unaffected, impervious, invulnerable
virulent | The new strain is more virulent than the old one. | deadly, dangerous, harmful, lethal, severe, malignant, aggressive, potent
asymptomatic | Many asymptomatic carriers spread the infection unknowingly. | symptomless, symptom-free
inoculation | Inoculation against smallpox began in the 18th century. | vaccination, immunisation, immunization, jab, injection, shot
hygiene | Poor hygiene spread the disease in the camp. | cleanliness, sanitation
sanitation | Sanitation saved more lives than any drug. | hygiene, sewerage, drains, cleanliness
malnutrition | Malnutrition stunts the growth of children. | undernourishment, hunger, starvation, poor diet, underfeeding
obesity | Obesity rates have tripled since 1975. | fatness, overweight, corpulence
sedentary | A sedentary lifestyle raises the risk of diabetes. | inactive, idle, desk-bound, seated, sitting
dietary | Dietary fibre feeds the bacteria in the gut. | food, diet, nutritional
nutrient | Nitrogen is the nutrient that most limits plant growth. | food, nourishment, fertiliser, fertilizer
supplement | Vitamin D supplements had no effect on bone fractures. | pill, pills, tablet, additive, extra, addition, booster
deficiency | Iron deficiency causes tiredness. | lack, shortage, shortfall, want, absence, deficit, scarcity, insufficiency
excessive | Excessive heat kills the coral. | extreme, too much, undue, inordinate, immoderate, great, heavy, high
moderate | Moderate exercise lowers blood pressure. | modest, mild, gentle, reasonable, medium, average
elevated | Elevated blood sugar damages nerves. | raised, high, higher, increased, heightened
diminished | Diminished blood flow starves the tissue of oxygen. | reduced, lower, lessened, decreased, lowered, weakened, smaller, depleted
impaired | Impaired vision makes driving dangerous. | damaged, weakened, poor, reduced, defective, faulty, diminished, worse
enhanced | Enhanced images show the craters in detail. | improved, better, sharpened, boosted, clearer, strengthened
accelerated | Accelerated melting of the ice sheet raises sea levels. | faster, quicker, rapid, sped-up, quickened, hastened
gradual | The gradual warming of the sea has moved fish north. | slow, steady, progressive, incremental, gentle, step-by-step, moderate
rapid | Rapid tests give a result in fifteen minutes. | |
prolonged | Prolonged exposure to noise damages hearing. | long, lengthy, extended, protracted, long-lasting, lasting, sustained, continued
sustained | Sustained growth requires cheap energy. | continued, lasting, steady, constant, prolonged, continuous, ongoing, unbroken
persistent | Persistent chemicals build up in the food chain. | lasting, long-lasting, enduring, durable, stubborn, resistant, abiding
recurrent | Recurrent infections weakened the children. | repeated, recurring, repetitive, frequent, periodic, returning
sporadic | Sporadic cases of the disease still occur. | occasional, scattered, irregular, isolated, intermittent, infrequent, random
ubiquitously | The gene is expressed ubiquitously in the body. | everywhere, universally, widely
exponential | The exponential growth of the virus overwhelmed hospitals. | rapid, explosive, runaway, accelerating, fast, swift
linear | Costs rose in a linear way with distance. | straight, steady, straight-line, even
proportional | The force is proportional to the mass. | in proportion, corresponding, relative, related, matching, commensurate
inverse | The effect is the inverse of what was expected. | opposite, reverse, contrary, converse
negligibly | The treatment changed survival negligibly. | slightly, barely, hardly, little, insignificantly, minimally
optimize | Engineers optimized the wing shape to cut drag. | improve, perfect, refine, streamline, fine-tune, enhance, tune
maximize | Farmers want to maximize their yield. | increase, raise, boost, augment, heighten, optimise
minimize | The new design minimizes heat loss. | reduce, cut, lessen, limit, decrease, curb, lower
implement | The city will implement the new flood plan next year. | carry out, introduce, apply, execute, enact, enforce, use, adopt, fulfil, put into effect
allocate | The grant was allocated to three teams. | give, assign, allot, distribute, share, award, apportion, grant
modify | Researchers modified the virus to make it harmless. | change, alter, adapt, adjust, amend, rework, transform, tweak, edit
manipulate | The gene was manipulated to make the fish grow faster. | alter, change, modify, engineer, edit, tweak, adjust
enhance | The drug enhances memory in mice. | improve, boost, increase, strengthen, heighten, raise, amplify, better
impede | Ice impedes the flow of the river. | hinder, block, obstruct, slow, hamper, restrict, hold back, check, curb, stop
hinder | Cold weather hindered the search. | hamper, impede, obstruct, slow, hold back, block, delay, restrict, curb, handicap
induce | The drug can induce vomiting. | cause, bring on, trigger, provoke, produce, prompt, spark, stimulate, generate
elicit | The vaccine elicits a strong immune response. | produce, cause, trigger, provoke, bring out, generate, prompt, spark, draw, evoke, induce, stimulate
trigger | Stress can trigger an asthma attack. | |
suppress | The drug suppresses the immune system. | restrain, inhibit, curb, dampen, check, reduce, block, stifle, weaken, hold back, quell
deplete | Overfishing has depleted cod stocks. | reduce, drain, exhaust, lessen, use up, diminish, consume, cut, shrink
replenish | Rain replenishes the aquifer each winter. | refill, restore, renew, replace, top up, restock, refresh, recharge
eradicate | Smallpox was eradicated in 1980. | eliminate, destroy, wipe out, remove, end, abolish, exterminate, stamp out, extinguish
contaminate | Sewage contaminated the drinking water. | pollute, poison, foul, taint, infect, dirty, soil, spoil
accumulate | Heavy metals accumulate in the liver. | build up, collect, gather, amass, pile up, mount, store, concentrate
disperse | The seeds are dispersed by the wind. | scatter, spread, distribute, disseminate, carry, strew, diffuse, broadcast
emit | The device emits a faint beep. | produce, give off, give out, release, discharge, send out, issue, make
absorb | Forests absorb a quarter of our carbon emissions. | soak up, take in, take up, suck up, capture, consume, retain, hold
dissolve | Sugar dissolves quickly in hot water. | melt, liquefy, disperse, break down, disappear
evaporate | The puddles evaporate within hours. | dry up, vaporise, vaporize, vanish, disappear, dry
condense | Water vapour condenses on the cold glass. | liquefy, form, collect, settle
ferment | Yeast ferments the sugar into alcohol. | brew, turn, convert
emerge | New leaves emerge in early spring. | appear, come out, arise, surface, come up, sprout, develop, grow
evolve | Whales evolved from land mammals. | develop, descend, arise, change, grow, adapt
adapt | Some corals can adapt to warmer water. | adjust, acclimatise, acclimatize, change, evolve, accommodate, fit
thrive | The weed thrives in disturbed soil. | flourish, prosper, grow, boom, do well, succeed, bloom
perish | Thousands of seabirds perished in the storm. | die, pass away, expire, be killed
decline | Bee numbers declined by a third. | |
diminish | The effect diminishes with age. | decrease, decline, lessen, reduce, shrink, fade, weaken, fall, drop, wane, dwindle
fluctuation | A fluctuation in the power supply damaged the machine. | change, variation, swing, shift, oscillation, surge, instability, irregularity
deviation | Any deviation from the protocol was recorded. | departure, divergence, difference, variation, change, shift, digression, anomaly, discrepancy
discrepancy | There is a discrepancy between the two measurements. | difference, disagreement, mismatch, inconsistency, gap, conflict, divergence, disparity, variation
consensus | There is a scientific consensus that the climate is warming. | agreement, unanimity, harmony, accord, consent
controversy | The controversy over the fossil lasted decades. | dispute, debate, argument, disagreement, row, quarrel, fuss, feud, wrangle
paradox | The paradox is that the driest desert has the most fog. | contradiction, puzzle, mystery, anomaly, oddity, riddle, irony, inconsistency, enigma
dichotomy | The dichotomy between nature and nurture is false. | split, division, separation, contrast, gulf, divide, difference
criteria | The criteria for a diagnosis have changed. | standards, tests, requirements, conditions, measures, rules, benchmarks, yardsticks, principles
framework | The framework links climate and economic models. | structure, system, scheme, model, outline, plan, scaffold
mechanism | The mechanism by which the drug works is unknown. | process, method, means, way, system, procedure, workings, machinery
phenomenon | The phenomenon was first described in 1902. | event, occurrence, effect, happening, fact, incident
constraint | Money is the main constraint on the project. | restriction, limit, limitation, restraint, curb, check, control, limiting factor, obstacle
limitation | One limitation of the study is its small size. | weakness, drawback, shortcoming, flaw, defect, constraint, restriction, limit, problem
implication | The implications for health are serious. | consequence, effect, result, outcome, ramification, repercussion, significance
rationale | The rationale for the trial was weak. | reason, reasoning, basis, grounds, logic, justification, argument, case, thinking
objective | The main objective of the mission is to find water. | aim, goal, purpose, target, intention, object, end
scope | The scope of the review was limited to children. | range, extent, reach, span, area, breadth, coverage, field
configuration | The configuration of the atoms determines the crystal's colour. | arrangement, layout, pattern, formation, structure, set-up, shape, form
orientation | The orientation of the magnets was reversed. | direction, position, alignment, placement, bearing, angle, positioning
alignment | The alignment of the planets is a coincidence. | arrangement, line-up, lining up, position, orientation, positioning
proportion | The proportion of women in the trial was low. | share, percentage, fraction, part, ratio, portion, amount, quota, rate
ratio | The ratio of boys to girls was two to one. | |
cluster | A cluster of cases appeared near the factory. | group, bunch, clump, knot, collection, batch, crowd, huddle
array | An array of sensors covers the seabed. | set, range, collection, group, line, row, series, arrangement, display, network
sequence | The sequence of events is still unclear. | order, series, chain, succession, run, progression, string, course
`;

export interface AlternativesCase {
  /** As written in the sentence (lowercase). */
  readonly word: string;
  readonly sentence: string;
  readonly acceptable: readonly string[];
  readonly heldOut: boolean;
  /**
   * Words a definition of the word's sense in this sentence would use (a fourth field, written with
   * the part); a shown meaning is right when it has one. Without it, the acceptable words stand in.
   */
  readonly meaning?: readonly string[];
  /**
   * The starts of WordNet's definitions of the senses that fit (a fifth field, read from WordNet by
   * hand before the rules ran on the part); [] where WordNet lacks the sense. Without it, a definition
   * is the sense when it uses a meaning word.
   */
  readonly senses?: readonly string[];
}

/** A list's fourth field: the right meaning's words, comma-separated ([] when absent). */
export function meaningWordsOf(field: string | undefined): readonly string[] | undefined {
  const words = (field ?? '').split(',').map((word) => word.trim()).filter((word) => word !== '');
  return words.length > 0 ? words : undefined;
}

/** A list's cases, one a line: `word | sentence | acceptable, words | meaning, words`. */
export function casesOf(lines: string, heldOut: (word: string) => boolean): AlternativesCase[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [word = '', sentence = '', acceptable = '', meaning, senses] = line.split('|').map((part) => part.trim());
      const meaningWords = meaningWordsOf(meaning);
      return {
        word,
        sentence,
        acceptable: acceptable === '' ? [] : acceptable.split(',').map((answer) => answer.trim()),
        heldOut: heldOut(word),
        ...(meaningWords ? { meaning: meaningWords } : {}),
        ...(senses === undefined ? {} : { senses: senses === '-' ? [] : senses.split(' / ').map((start) => start.trim().toLowerCase()) }),
      };
    });
}

export const ALTERNATIVES_EVAL: readonly AlternativesCase[] = casesOf(CASES, isHeldOut);

/** The held-out half: words whose FNV-1a hash is odd. */
export function isHeldOut(word: string): boolean {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193);
  return ((hash >>> 0) & 1) === 1;
}

/** How the simpler words of one period fare on (part of) the test list. */
export interface AlternativesScore {
  /** Per case: what is suggested, and which of it a person accepts (null: the word is common there and needs none). */
  readonly words: ReadonlyArray<{
    word: string;
    sentence: string;
    suggested: string[] | null;
    accepted: string[];
    /** Meanings shown where no replacement is (empty otherwise), and whether one is the right one. */
    meanings: string[];
    rightMeaning: boolean;
  }>;
  /** Words that are rare or mid-frequency in the period. */
  readonly needing: number;
  readonly shown: number;
  readonly accepted: number;
  /** Words with at least one acceptable suggestion. */
  readonly helped: number;
  /** Words shown at least one suggestion a person does not accept. */
  readonly misled: number;
  /** Words no single word fits (an empty list), among those needing one … */
  readonly noneFits: number;
  /** … of which left without any suggestion, as they should be. */
  readonly silentWhereNoneFits: number;
  /** Words shown their meanings (no replacement), and of those, shown their right meaning. */
  readonly shownMeanings: number;
  readonly rightMeanings: number;
  /** Words the right meaning was judged by the part's own meaning labels (the rest: by the acceptable words). */
  readonly labelledMeanings: number;
  /** Words shown at least one replacement. */
  readonly replaced: number;
  /** Words shown meanings whose first is the sentence's sense. */
  readonly senseFirst: number;
  /** Words shown meanings (or none, for want of a sure replacement) whose sense WordNet has … */
  readonly senseInWordNet: number;
  /** … of which shown that sense among their meanings. */
  readonly senseAmong: number;
}

/** True when a definition uses one of the words (whole words, a plural or -ed/-ing form allowed). */
export function definitionUses(definition: string, words: readonly string[]): boolean {
  const tokens = definition.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.some((word) => {
    const cue = word.toLowerCase();
    // A cue of several words is looked for as written; one word matches a token of the same stem
    // either way round ("kind" for "kinds", "distinctive" for "distinct").
    if (/\s|-/u.test(cue)) return definition.toLowerCase().includes(cue);
    return tokens.some((token) => sameStem(token, cue) || sameStem(cue, token));
  });
}

/** Whether `longer` is `shorter` with an inflection or a common derivational ending. */
function sameStem(longer: string, shorter: string): boolean {
  if (longer === shorter) return true;
  if (!longer.startsWith(shorter) || shorter.length < 3) return false;
  return /^(?:s|es|d|ed|ing|ive|al|ly|ness)$/u.test(longer.slice(shorter.length));
}

/**
 * Scores `suggest` (the measure's `alternatives` for one period, given the sentence) against the
 * test list, and, with `meanings`, the meanings shown where no replacement is.
 */
export function scoreAlternatives(
  isCommon: (word: string) => boolean,
  suggest: (word: string, sentence: string) => string[],
  cases: readonly AlternativesCase[] = ALTERNATIVES_EVAL,
  meanings: (word: string, sentence: string) => string[] = () => [],
  allMeanings: (word: string) => string[] = () => [],
): AlternativesScore {
  const words: AlternativesScore['words'][number][] = [];
  let shown = 0;
  let accepted = 0;
  let helped = 0;
  let misled = 0;
  let noneFits = 0;
  let silentWhereNoneFits = 0;
  let shownMeanings = 0;
  let rightMeanings = 0;
  let labelledMeanings = 0;
  let replaced = 0;
  let senseFirst = 0;
  let senseInWordNet = 0;
  let senseAmong = 0;
  for (const entry of cases) {
    const { word, sentence, acceptable } = entry;
    if (isCommon(word)) {
      words.push({ word, sentence, suggested: null, accepted: [], meanings: [], rightMeaning: false });
      continue;
    }
    const suggested = suggest(word, sentence);
    // The lists give base forms; a suggestion in the sentence's form ("damaged", "layers") is the same word.
    const good = suggested.filter((candidate) => acceptable.includes(candidate) || inflectionBases(candidate).some((base) => acceptable.includes(base)));
    shown += suggested.length;
    accepted += good.length;
    if (good.length > 0) helped++;
    if (good.length < suggested.length) misled++;
    if (acceptable.length === 0) {
      noneFits++;
      if (suggested.length === 0) silentWhereNoneFits++;
    }
    const shownMeaningList = suggested.length === 0 ? meanings(word, sentence) : [];
    const cues = entry.meaning ?? acceptable;
    const rightMeaning = shownMeaningList.some((definition) => definitionUses(definition, cues));
    if (shownMeaningList.length > 0) {
      shownMeanings++;
      if (entry.meaning) labelledMeanings++;
    }
    if (rightMeaning) rightMeanings++;
    if (suggested.length > 0) replaced++;
    else {
      const isSense = (definition: string) => (entry.senses ? entry.senses.some((start) => definition.toLowerCase().startsWith(start)) : definitionUses(definition, cues));
      if (shownMeaningList.length > 0 && isSense(shownMeaningList[0] ?? '')) senseFirst++;
      if (entry.senses ? entry.senses.length > 0 : allMeanings(word).some(isSense)) {
        senseInWordNet++;
        if (shownMeaningList.some(isSense)) senseAmong++;
      }
    }
    words.push({ word, sentence, suggested, accepted: good, meanings: shownMeaningList, rightMeaning });
  }
  const needing = words.filter((found) => found.suggested !== null).length;
  return {
    words,
    needing,
    shown,
    accepted,
    helped,
    misled,
    noneFits,
    silentWhereNoneFits,
    shownMeanings,
    rightMeanings,
    labelledMeanings,
    replaced,
    senseFirst,
    senseInWordNet,
    senseAmong,
  };
}
