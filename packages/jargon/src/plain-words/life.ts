// The plain-word table's life sciences: medicine, the body, biology, ecology, farming and
// psychology (docs/de-jargonizer.md "How a suggestion is chosen").
// One entry a line, `word: plain, plain`; `word/n:` (n, v, a, r) holds only for that part of speech.
export const LIFE_WORDS = `
abdomen: belly, stomach
abdominal: belly, stomach
abnormality: defect, flaw
abscess: boil
acuity: sharpness, keenness
addictive: habit-forming
adipose: fat, fatty
administer: give
adolescence: youth, teens
adolescent/n: teenager, youth
adolescent/a: teenage, young
affliction: illness, disease
agile: nimble
agility: nimbleness
ailment: illness, disease
airway: windpipe
alimentary: digestive
amnesia: memory loss
amputate: cut off, remove
amputation: removal
anaemia: blood shortage
anemia: blood shortage
anatomical: bodily
anatomy: body, structure
ancestral: old, inherited
ancestry: descent, heritage, origins
anorexia: eating disorder
anterior: front, forward
antibiotic: drug
antiseptic: disinfectant
anxiety: worry, fear, unease
apathy: indifference
arable: farmable, productive
arterial: artery
arthritic: stiff
asphyxiation: suffocation
asymptomatic: symptomless, symptom-free
atrophy: wasting, shrinking
auditory: hearing
autopsy: post-mortem
bacterial: germ
biodiversity: wildlife
biopsy: sample
bronchial: chest
cadaver: corpse, body
carcass: body, corpse
cardiovascular: heart
cartilage: gristle
causation: cause
circulatory: blood
clinician: doctor
clinical: medical
coagulate: clot
colonize: settle, occupy
colonise: settle, occupy
compulsive: obsessive, uncontrollable
congenital: inborn, inherited
conjunctivitis: pink eye
contagious: catching, infectious
contraception: birth control
contraceptive: birth control
coronary: heart
cranial: skull
cultivation: growing, farming
cutaneous: skin
debilitate: weaken
degenerative: worsening
delirium: confusion
dementia: memory loss
dental: tooth, teeth
dermal: skin
dermatological: skin
diagnose: identify, detect, spot
diagnosis: identification, finding
diagnostic: testing
dietary: diet, food
digestive: gut
disorder: illness, condition
distal: far
dorsal: back
dosage: dose
dysfunction: failure, problem
edible: eatable
elderly: old, older
embryonic: early
empathy: sympathy, understanding
endemic: native, local
endurance: stamina, staying power
epidermis: skin
equine: horse
excrete: pass, discharge
excretion: elimination, removal, discharge
exhalation: breathing out
exhale: breathe out
exhaustion: tiredness, fatigue
extinct: dead, gone, vanished, lost
extinction: dying out
fatality: death
fatigue: tiredness, exhaustion
fauna: animals, wildlife
febrile: feverish
fertile: rich, productive, fruitful
fertility: fruitfulness
fetus: baby, unborn child
foetus: baby, unborn child
fetal: unborn
foetal: unborn
flora: plants, vegetation
foliage: leaves
forage: search, hunt, feed
foraging: feeding, searching, hunting
gastrointestinal: gut, stomach
genetic: inherited, hereditary
genome: genes
geriatric: elderly
gestation: pregnancy
gingival: gum
glucose: sugar
habitat: home, environment, surroundings
haemorrhage: bleeding
hemorrhage: bleeding
hematoma: bruise
haematoma: bruise
hereditary: inherited, genetic
hibernate: sleep
hibernation: winter sleep
hospitalization: admission
hospitalisation: admission
hospitalize: admit
hospitalise: admit
hygiene: cleanliness, sanitation
hypertension: high blood pressure
immunity: resistance, protection
immunize: vaccinate
immunise: vaccinate
immunization: vaccination
immunisation: vaccination
impaired: poor, damaged, weakened, reduced
incision: cut
incubate: hatch
incubation: hatching
infectious: catching, contagious
infestation: plague
infirm: frail, weak
ingestion: eating, swallowing
inhalation: breathing
inhale: breathe in
inoculate: vaccinate
inoculation: vaccination, jab
insomnia: sleeplessness
intestinal: gut, bowel
intestine: bowel, gut
intoxication: drunkenness, poisoning
intravenous: drip
invasive: alien, foreign, intrusive
lactation: breastfeeding
larva: grub, maggot, young
larvae: grubs, young
lethargic: sluggish, tired
malady: illness, disease
malaise: unease
malformation: deformity, defect
malnourished: underfed, hungry
malnutrition: hunger, undernourishment
mammalian: mammal
mandible: jaw
mandibular: jaw
maternal: mother, motherly
maternity: motherhood
membrane: film[!filter filters filtration desalination salt], layer[!filter filters filtration desalination], skin[cell tissue egg organ body], lining[cell tissue organ gut stomach lung nose]
microbe: germ, bug
microbial: germ
microorganism: germ, microbe
migrate: move
migration: movement
migratory: travelling, wandering
moribund: dying
motile: moving
mucus: slime, phlegm
mutation: change, alteration, variant
myocardial: heart
nasal: nose
nausea: sickness
neonatal: newborn
neonate: newborn
neurological: nerve, brain
neuron: nerve cell, cell[brain nerve neural spinal connect connects signal signals]
neurone: cell, nerve cell
nourish: feed
nourishment: food
nutrient: food, nourishment
nutrition: diet, food, nourishment
nutritional: dietary, food
nutritious: healthy, nourishing
obese: overweight, fat
obesity: overweight, fatness
offspring: young, children, descendants
olfactory: smell
oncology: cancer medicine
oral: mouth, spoken
organism: creature, being, life form
orthopaedic: bone
orthopedic: bone
ovine: sheep
paediatric: child, children's
pediatric: child, children's
paternal: father, fatherly
pathological: diseased, abnormal
pelvic: hip
perception: sense, awareness, vision, view
perish: die
pharmaceutical: drug, medicinal
pharmacological: drug
physician: doctor
physiological: bodily, physical
physiology: workings, functioning, biology
placebo: dummy pill
pneumonia: chest infection
pollinate: fertilize
pollination: fertilisation, fertilization
posterior: back, rear
postnatal: after birth
postpartum: after birth
predator: hunter, killer
predation: hunting, killing
predatory: hunting
prenatal: before birth
prevalence: rate, frequency, spread, extent
prognosis: outlook, forecast
proliferation: spread, growth
prophylactic: preventive
prophylaxis: prevention
proximal: near
psychiatric: mental
psychological: mental, emotional
psychosis: madness
putrefaction: rotting, decay
putrid: rotten
recuperate: recover
recuperation: recovery
regenerate: regrow
regeneration: regrowth, renewal[!limb tissue organ tail fin nerve tooth teeth skin liver muscle heart bone cartilage cell]
rehabilitation: recovery
reproduce: breed, multiply
reproduction: breeding
reproductive: breeding
respiration: breathing
respiratory: breathing, lung
resuscitate: revive
resuscitation: revival
saliva: spit
sanitation: hygiene, cleanliness
sedative: tranquillizer, tranquilizer
sedentary: inactive, idle
senile: old
sepsis: blood poisoning
skeletal: bone
somatic: bodily
supplement/n: pill, tablet, extra
organic/a: natural, living
sterile: germ-free[!offspring reproduce reproduction breed breeding fertile fertility mule mules male males female females sperm mate mating pregnancy pregnant], clean[!offspring reproduce reproduction breed breeding fertile fertility mule mules male males female females sperm mate mating pregnancy pregnant], infertile[offspring reproduce reproduction breed breeding fertile fertility mule mules male males female females sperm mate mating pregnancy pregnant]
sterilize: disinfect, clean
sterilise: disinfect, clean
stimulus: trigger, spur, prompt
subcutaneous: under the skin
surgical: operating
symbiosis: partnership
symbiotic: mutual[relationship relation partnership association benefit]
syndrome: condition, disorder
synapse: junction, connection, link, gap
tactile: touch
therapeutic: healing
therapy: treatment
thoracic: chest
thorax: chest
toxicity: poisonousness, danger
toxin: poison
transmissible: catching, contagious
trauma: injury, shock
traumatic: distressing, shocking
tumour: growth, lump
tumor: growth, lump
undernourished: hungry, underfed
urinary: bladder
vaccinate: immunize, immunise
vascular: blood vessel
vegetation: plants, plant life
venomous: poisonous
ventral: belly
veterinary: animal
virulent: deadly, dangerous, harmful, severe
viscera: guts, organs
visceral: gut, instinctive
vitality: energy, life
allele: version, variant, form
ailing: sick, ill
anaphylaxis: allergic shock
anatomically: physically
antidote: cure, remedy
appendage: limb
arteriosclerosis: hardened arteries
atrophied: wasted, withered
bacterium: germ, microbe, bug
bacteria: germs, microbes, bugs
biodegrade: rot, decay
bodily: physical
breathable: airy
bronchitis: chest infection
cardiologist: heart doctor
caregiver: carer
circadian: daily
cognitively: mentally
comatose: unconscious
commensal: harmless
compulsion: urge
concussion: head injury
convalesce: recover
convalescence: recovery
cranium: skull
degenerate/v: decline, worsen
diarrhoea: upset stomach
diarrhea: upset stomach
dilation: widening, expansion
disinfect: clean, sterilize
dizziness: giddiness
dormancy: rest, sleep
dyslexia: reading difficulty
dyspnea: breathlessness
dyspnoea: breathlessness
ecologist: naturalist
edema: swelling
oedema: swelling
emaciated: thin, wasted
endangered: threatened, at risk
epidemiologist: disease expert
epidemiology: disease study
euthanasia: mercy killing
euthanize: put down
excise: remove, cut out
fatal: deadly
fecundity: fertility
fibrous: stringy, tough
frailty: weakness
fungal: fungus
fungi: mould, mold, mushrooms
genetically: inherited
germination: sprouting
gestational: pregnancy
haemoglobin: blood pigment
hemoglobin: blood pigment
hallucination: vision, illusion
hormonal: hormone
hyperactive: overactive
hypertensive: high blood pressure
hypoglycaemia: low blood sugar
hypoglycemia: low blood sugar
immunocompromised: vulnerable
incapacitated: disabled
indigestion: heartburn
infertile: barren, sterile
infertility: sterility
inflamed: swollen, sore, red
laceration: cut, wound, gash
lactating: nursing, breastfeeding
leukaemia: blood cancer
leukemia: blood cancer
lineage: line, ancestry, descent
livestock: animals, cattle, farm animals
lumbar: lower back
lymphatic: lymph
mastication: chewing
medication: drug, drugs, medicine
menopause: change of life
metastasis: spread
metastasize: spread
metastasise: spread
mucosa: lining
myopia: short-sightedness
neuroscience: brain science
nutritionist: dietitian
obstetric: childbirth
ophthalmic: eye
osteoporosis: brittle bones
palliative: soothing, easing
paralysis: immobility
pathology: disease
perinatal: birth
phobia: fear
pigment: colour, color, dye
pigmentation: colouring, coloring
postoperative: after surgery
predisposed: prone, inclined
prescribe: order, recommend
primordial: early, primeval
progeny: offspring, young
prosthesis: artificial limb
prosthetic: artificial
psyche: mind, soul
psychotic: mad, insane
puberty: adolescence
recurrence: return
relapse: setback, return
rhinitis: runny nose
satiety: fullness
sclerosis: hardening
secretion: discharge
sensory: sense
septic: infected
sibling: brother, sister
somnolence: sleepiness
spawn: breed, produce
spinal: back, spine
sterility: infertility
stimulation: excitement, arousal
suppressant: blocker
swab: sample
tendon: sinew
terminally: fatally
transfusion: blood transfer
translucent: see-through, clear
transplant: graft
triage: sorting
vaccination: jab, inoculation
vaccine: jab
vertigo: dizziness
vigilance: watchfulness, alertness
vigilant: watchful, alert
virology: virus science
wellbeing: health, welfare
well-being: health, welfare
zoology: animal science
`;
