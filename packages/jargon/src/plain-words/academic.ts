// The plain-word table's general academic vocabulary: the verbs, nouns, adjectives and adverbs
// that papers and press releases of every field share (docs/de-jargonizer.md "How a suggestion is chosen").
// One entry a line, `word: plain, plain`; `word/n:` (n, v, a, r) holds only for that part of speech.
export const ACADEMIC_WORDS = `
abate: ease, lessen, fade, drop
aberrant: abnormal, unusual, odd
aberration: oddity, quirk
abide: obey, follow
abolish: end, scrap, ban
abridge: shorten, cut
abrupt: sudden, sharp
abruptly: suddenly, sharply
abstain: refrain
abundance: plenty, wealth
abundant: plentiful, plenty, common, rich
abundantly: plentifully
accede: agree
accentuate: stress, highlight
accessible: available, open, reachable
accompany: go with, join
accomplish: achieve, complete, do
accordance: agreement
accordingly: so, therefore
accrue: build up, grow, gain
accumulation: build-up, buildup, collection
accuracy: precision, correctness
accurate: correct, exact, precise, right
accurately: correctly, exactly, precisely
acknowledge: admit, accept, recognise, recognize
acquaint: inform, familiarize
acquire: gain, get, obtain
acquisition: gain, purchase
adhere: stick, follow[rule guideline advice treatment diet plan protocol regimen schedule instruction standard law principle policy recommendation medication medicine drug therapy]
adherence: sticking, following[rule guideline advice treatment diet plan protocol regimen schedule instruction standard law principle policy recommendation medication medicine drug therapy]
adjacent: next, nearby, neighbouring, neighboring
adjunct: addition, extra
admissible: allowed, acceptable
adversely: badly, harmfully
advent: arrival, coming, start
advocate/v: support, back, urge
aforementioned: earlier, previous
aggravate: worsen
aggregate/a: total, combined, overall
aggregate/n: total, sum
alleged: claimed, supposed
allegedly: supposedly, reportedly
alteration: change
alter: change
alternatively: instead
amend: change, correct
amenable: open, willing
amid: among, during
amidst: amid, among
ample: plenty, enough
analogous: similar, comparable, like
analogy: comparison, parallel
annotate: label, note
annually: yearly, every year
antecedent: forerunner, precursor
anticipate: expect, predict
antithesis: opposite
apparent: clear, obvious, evident
apparently: seemingly
appraisal: assessment, review
appraise: assess, judge
apprehend: arrest, catch
apprehension: fear, worry, anxiety
appropriate: suitable, right, proper, fitting
appropriately: properly, suitably
arbitrarily: randomly
arduous: hard, difficult, tough
articulate/v: express, state, explain
ascend: rise, climb
aspire: aim, hope
assert: claim, state, say
assertion: claim, statement
assess: judge, evaluate, measure
assessment: evaluation, judgement, judgment, review
assimilate: absorb, take in
associate/v: link, connect
association: link, connection
assume: suppose, presume, think
assumption: premise, belief, idea
assure: promise, guarantee
attain: reach, achieve, gain
attainment: achievement
attribute/v: credit, put down
attribute/n: feature, quality, trait
augmentation: increase, boost
authenticate: verify, confirm, prove
authentic: real, genuine
autonomous: self-driving[vehicle vehicles car cars truck trucks drone drones robot robots boat boats ship ships taxi taxis tractor tractors bus buses train trains shuttle shuttles ferry ferries plane planes aircraft], independent[!vehicle vehicles car cars truck trucks drone drones robot robots boat boats ship ships taxi taxis tractor tractors bus buses train trains shuttle shuttles ferry ferries plane planes aircraft]
autonomy: independence, freedom
auxiliary: extra, backup, spare
avert: prevent, avoid
axiom: rule, principle
baseline: starting point
beneficial: helpful, useful, good
bestow: give, grant
bias: prejudice, slant, leaning
bolster: support, boost, strengthen
burgeoning: growing, booming
capability: ability, capacity, power
capacity: ability, volume
categorize: classify, sort, group
categorise: classify, sort, group
cease: stop, end
ceaseless: constant, endless
characterize: describe, mark
characterise: describe, mark
circumscribe: limit, restrict
clarify: explain, clear up
coerce: force, pressure
coercion: force, pressure
cognizant: aware
coherent: clear, logical, consistent
cohesive: united
coincide: happen together, match
coincidentally: by chance
collaborate: cooperate, work together
collaboration: cooperation, teamwork, partnership
collaborator: partner, colleague
collate: gather, collect, compile
colloquial: informal, everyday
commonplace: common, ordinary, usual
compatible: consistent, in keeping
compel: force, oblige
compelling: convincing, strong, persuasive
compensate: make up, offset
compensatory: offsetting
competence: skill, ability
competent: able, capable, skilled
compile: collect, gather, assemble
complement/v: complete, add to
complementary: matching
complex/a: complicated, difficult, intricate
complexity: difficulty
compliance: obedience
comply: obey, follow
composition: make-up, makeup, content
comprehend: understand, grasp
comprehension: understanding
comprehensive: complete, full, thorough
conceal: hide, mask
concede: admit, accept, grant
conceive: imagine, think of
concentrate/v: focus
conception: idea, notion
conceptual: abstract, theoretical
concise: brief, short
conclusive: decisive, final, convincing
conclusively: decisively, definitely
concur: agree
condone: accept, excuse
conducive: helpful, good for
confer: give, grant, discuss
confine: limit, restrict
confirmation: proof
confound: confuse, puzzle, baffle
conjunction: combination
consecutive: successive, straight, in a row
consequence: result, effect, outcome
consequent: resulting
considerable: large, big, great, substantial
considerably: much, greatly, far
consistent: steady, constant, regular
consistently: always, steadily, regularly
consolidate: strengthen, combine, merge
conspicuous: obvious, noticeable, striking
constitute: make up, form
constrain: limit, restrict
constraint: limit, restriction, limitation
construe: interpret, read
contemplate: consider, think about
contend: argue, claim
contention: argument, claim
contentious: controversial, disputed
context: setting, background, situation
contiguous: adjacent, touching, next
contingency: possibility, emergency
contingent: dependent
contradict: deny, counter, oppose
contradiction: conflict, inconsistency
contradictory: conflicting, inconsistent
contrary: opposite
contribute: add, give, help
controversial: disputed, contentious
convene: meet, gather
conventional: usual, normal, standard, traditional
conventionally: usually, normally, traditionally
converge: meet, merge
convergence: meeting, merging
converse: opposite, reverse
conversely: on the other hand
convey: carry, express, communicate
convince: persuade
cooperate: work together, help
coordinate/v: organize, organise, arrange
copious: plenty, abundant
corresponding: matching, equivalent, similar
correspond: match, agree
credible: believable, convincing, plausible
criteria: tests, standards
critique: review, criticism
crucial: vital, key, critical, essential
crucially: vitally, critically
cursory: brief, quick, hasty
curtail: cut, limit, reduce
debilitating: disabling, crippling, weakening
deceptive: misleading
decipher: decode, read, make out
decline/n: fall, drop, decrease
decline/v: fall, drop, decrease
decrement: decrease
deem: consider, judge, think
deficient: lacking, short
definitive: final, conclusive
definitively: finally, conclusively
delete: remove, erase
deliberate/a: intentional, planned, deliberate
deliberately: intentionally, purposely
demarcate: mark, separate
demise: end, death, fall
demonstrably: clearly, provably
denote: mean, signify
depiction: picture, portrayal
derive: get, obtain
derivation: origin, source
designate: name, appoint, mark
desirable: wanted, welcome
deter: discourage, prevent, stop
determinant: factor, cause
detract: reduce, lessen
devise: design, invent, create
devoid: without, lacking
differentiate: distinguish, separate
diffuse/a: spread, scattered
diligent: careful, thorough, hard-working
dimension: size, aspect
diminution: decrease, reduction
discernible: visible, noticeable
discontinue: stop, end, drop
discordant: conflicting
discretion: judgement, judgment
disparity: gap, difference, inequality
dispel: banish, dismiss
disproportionate: excessive, unequal
disproportionately: unequally, unfairly
disprove: refute, rebut
disregard: ignore, neglect
dissemination: spread, spreading
dissimilar: different, unlike
distinct: separate, different, clear
distinctive: characteristic, special, unique
distort: twist, bend, warp
distortion: twisting, bias
diverse: varied, mixed, different
diversify: vary, broaden
diversity: variety, range, mix
domain: field, area, realm
dominant: main, leading, strongest
dubious: doubtful, questionable
durable: lasting, tough, hard-wearing
dwindle: shrink, decline, fall
dynamic/a: lively, active, changing
eclectic: varied, mixed
efficacious: effective
efficient: effective, productive
elaborate/a: detailed, complex, intricate
elaborate/v: explain, expand
elementary: basic, simple
elevated: high, raised
eligible: qualified, entitled
elucidation: explanation
embark: start, begin
embody: represent, express
embrace: accept, adopt, welcome
eminent: famous, leading, noted
emphasize: stress, highlight
emphasise: stress, highlight
empirical: observed, experimental, factual
empirically: experimentally
enable: allow, let
enact: pass, carry out
encapsulate: sum up, capture
encounter: meet, face, find
endorse: back, support, approve
enduring: lasting, long-lasting
enormous: huge, vast, massive
ensue: follow, result
ensure: make sure, secure
entail: involve, need, require
equitable: fair, just
equivalent: equal, same
erroneous: wrong, mistaken, false
erroneously: wrongly, mistakenly
escalate: rise, grow, increase
essentially: basically, mainly
establish: set up, found, prove
estimate/v: guess, judge, reckon
estimation: estimate, calculation, guess
evaluate: assess, judge, test
evaluation: assessment, review, judgement
eventual: final, ultimate
eventually: finally, later, ultimately
evidently: clearly, obviously
evoke: prompt, stir
exaggerate: overstate
exceed: pass, top, surpass
exceedingly: very, extremely
excessive: too much, undue
excessively: too much, unduly
exclusively: only, solely
exemplify: illustrate, show
exhaustive: thorough, complete, full
exorbitant: excessive
expedient: convenient, useful
expenditure: spending, cost
explicitly: clearly, openly
exploit/v: use, take advantage
exposition: explanation
extant: existing, surviving
extensive: large, wide, broad
extensively: widely
exterior: outside, outer
external: outside, outer
extract/v: remove, draw, take out
extraneous: irrelevant
extraordinary: remarkable, unusual, amazing
extrapolation: extension, projection
fallacy: myth, mistake, error
feasible: possible, practical, workable
feasibility: practicality
flawed: faulty, imperfect
forthcoming: coming, upcoming
fortuitous: lucky, chance
foster: encourage, promote
fragile: delicate, weak
framework: structure, system
frequently: often
fundamentally: basically
futile: useless, pointless
garner: gather, collect, win
genuine: real, true
glean: gather, learn
gradient: slope
gradual: slow, steady
gradually: slowly, steadily
hamper: hinder, hold back, slow
heighten: raise, increase
hence: so, therefore
hinder: hamper, slow, block
hindrance: obstacle
holistic: overall, whole, complete
identical: same, equal
illuminate: light, explain
illustrate: show
imminent: near, close, coming, approaching
immense: huge, vast
immensely: hugely, very
impartial: fair, neutral
imperative: vital, essential
imperceptible: invisible, unnoticeable
implausible: unlikely
implement/v: carry out, apply
implementation: introduction, use
implication: consequence, effect, result
implicit: implied, hidden, unspoken
imply: suggest, mean
imprecise: inexact, rough
impractical: unworkable
inaccurate: wrong, incorrect
inadequate: insufficient, poor
inadvertently: accidentally, unintentionally, unwittingly
incessant: constant, endless
incidentally: by the way
incipient: early
inclination: tendency
incline/v: tend, lean
incompatible: inconsistent
inconclusive: unclear, uncertain
incongruous: out of place
inconsequential: minor, trivial
inconsistency: contradiction
inconsistent: conflicting
incorrect: wrong
increment: increase, step, rise
incremental: gradual, step-by-step
indefinitely: forever
indicative: typical, a sign
indigenous: native, local
indispensable: essential, vital
indistinguishable: identical
individual/n: person
inevitable: unavoidable, certain
inevitably: surely, unavoidably
inexplicable: unexplained, mysterious
infer: deduce, conclude, work out
inferior: worse, lower
infinite: endless, limitless
infinitesimal: tiny
influx: arrival, flow
inform: tell
infrequent: rare
infrequently: rarely, seldom
initial: first, early
initially: at first, first
initiation: start, beginning
innovation: invention, novelty
innovative: new, original, novel, creative
innumerable: countless
insight: understanding
insignificant: minor, small, trivial
insufficient: too little, lacking
integral: essential
integrate: combine, merge
intensify: increase, strengthen, deepen
intensity: strength, force
interim: temporary
intermediate: middle
interpret: explain, read
interpretation: explanation, reading
interrelated: linked, connected
intervene: step in
intervention: treatment, action
intricate: complex, detailed
invaluable: priceless, vital
invariably: always
investigate: study, examine, explore
investigation: study, inquiry, enquiry
irrelevant: unrelated
irreversible: permanent, lasting
isolate: separate, cut off
iterate: repeat
iteration: version, repetition
judicious: wise, sensible
justification: reason, grounds
juxtapose: contrast, compare
laborious: hard, tiring, slow
latent: hidden, dormant
lateral: side, sideways
legitimate: valid, lawful, legal
likelihood: chance, probability, odds
limitation: limit, restriction, weakness
locate: find
magnify: enlarge, increase
mainstream: conventional, usual
maintain: keep, hold
manifest/v: show, appear
manifest/a: clear, obvious
manipulate: handle, control
marginally: slightly
maximize: increase, boost
maximise: increase, boost
meagre: small, poor
meager: small, poor
mechanism: process, means, method, way
mediate: negotiate
meticulous: careful, thorough, precise
meticulously: carefully
minimal: small, little, slight
minimize: reduce, cut, limit
minimise: reduce, cut, limit
misconception: myth, mistake, error
modest: small, moderate
momentum: drive
multitude: many, host, mass
mundane: ordinary, everyday
mutual: shared, joint, common
negate: cancel, undo
nonetheless: still, yet, however
notable: remarkable, important, striking
notably: especially, particularly
noteworthy: remarkable, notable
notion: idea, concept
novel/a: new, original
novelty: newness
nuance: subtlety
nuanced: subtle
obligatory: required, compulsory
obscure/a: unknown, little-known, unclear
obscure/v: hide, mask
observable: visible, noticeable
obstruct: block, hinder
obviate: prevent, avoid
occurrence: event, case
omission: gap
omit: leave out, skip, drop
ongoing: continuing, current
operate: work, run
optimism: hope, confidence
optional: voluntary
orientation: direction, position
originate: begin, start, arise
outset: start, beginning
overarching: overall, main
overestimate: overrate
overt: open, obvious
overwhelming: huge, vast
paradox: puzzle, contradiction, mystery
paradoxically: oddly, surprisingly
paramount: vital, essential, crucial, key
partially: partly
participant: member, subject
peripheral: minor, outer, edge
permeate: fill, spread through
perpetual: constant, endless, permanent
perpetuate: continue, preserve
persist: continue, last, remain
persistence: continuation
persistent: lasting, constant, stubborn
perspective: view, outlook, viewpoint
pertain: relate, apply
pervasive: widespread, common
pivotal: key, vital, crucial
plausibility: likelihood
portion: part, share, piece
portray: show, depict
posit: suggest, propose
postpone: delay, put off
potential/a: possible
potential/n: promise, possibility
potentially: possibly
practitioner: doctor
precede: come before, lead
precedent: example
precipitate/v: cause[!out solution mixture liquid protein proteins salt salts crystal crystals chemical reaction brine brines ash carbonate hydroxide solid solids ions lithium], trigger[!out solution mixture liquid protein proteins salt salts crystal crystals chemical reaction brine brines ash carbonate hydroxide solid solids ions lithium], settle[out solution mixture liquid protein proteins salt salts crystal crystals chemical reaction]
precisely: exactly
precision: accuracy, exactness
precursor: forerunner
predecessor: forerunner
predict: forecast, foresee
prediction: forecast
preference: choice, liking
premature: early
premise: idea, basis
presume: assume, suppose
preventive: protective
previously: before, earlier
primary: main, chief, first
principal: main, chief
prior: earlier, previous
prioritize: favour, favor
prioritise: favour, favor
procedure: process, method, step
proceed: go on, continue
profoundly: deeply
prohibit: ban, forbid
prohibitive: excessive
projection: forecast, prediction, estimate
prominent: leading, important, noted
promote: encourage, boost, help
prompt/v: cause, trigger
proportion: share, part, ratio
proportional: in proportion, relative
proposition: idea, proposal
prospective: future, likely
protocol: procedure, rules
provisional: temporary
pursue: follow, chase
quantitative: numerical, measured
quantity: amount, number
reassess: rethink, review
recurrent: repeated
recurring: repeated, regular
redundant: unnecessary[!fail failure backup safety outage breakdown reliable reliability], spare[fail failure backup safety outage breakdown reliable reliability], backup[fail failure backup safety outage breakdown reliable reliability]
refine: improve, polish
regardless: anyway
reinforce: strengthen, support
relevance: importance
relinquish: give up, surrender
reluctant: unwilling
remarkable: striking, notable
remarkably: strikingly
remedy: cure, treatment, fix
render: make
replication: repeat, repetition, copy
repository: store, archive
requisite: required, needed
resemble: look like
residual: remaining, leftover
resilience: toughness, strength
resilient: tough, hardy
resolve/v: solve, settle
respective: own
respectively: in turn
restrict: limit
retrieve: recover, get back, fetch
retrospective: looking back
retrospectively: looking back
reveal: show, disclose
revise: change, update
rigid: stiff, firm
rigorous: thorough, strict, careful
rigorously: thoroughly, strictly
scenario: situation, case
scrutinise: examine, inspect, study
scrutiny: examination, inspection
seemingly: apparently
segment: part, section
selective: choosy
sequence/n: order, series, chain
sequential: serial, successive
significance: importance, meaning
significantly: greatly, markedly, considerably
simultaneous: concurrent
simultaneously: at once, together
skepticism: doubt
scepticism: doubt
solely: only
sophisticated: advanced, complex
specify: state, name
speculate: guess, suppose
speculation: guesswork, guess
speculative: uncertain, unproven, theoretical
spontaneous: unplanned
spontaneously: on its own
sporadic: occasional, irregular
stagnant: still, static
stagnate: stall
stationary: still, static
strategy: plan, approach
stringent: strict, tough
subjective: personal
subordinate: lower, junior
subsidiary: secondary
substantially: greatly, considerably, much
subtle: slight, faint, fine
succinct: brief, short
superficial: shallow, surface
superior: better
supersede: replace
supplement/v: add to, boost
supplementary: extra, additional
suppress: curb, check, restrain
surpass: exceed, beat
susceptibility: vulnerability
susceptible: vulnerable, prone, sensitive
sustain: keep up, support, maintain
systematic: methodical, orderly
systematically: methodically
tendency: trend, leaning
tentatively: cautiously
terminal/a: fatal
theoretical: hypothetical, abstract
theoretically: in theory
thereafter: afterwards, after
thorough: complete, careful, full
thus: so, therefore
transform: change, convert
transformation: change
transition: change, shift
transparent: clear, open
trigger/v: cause, set off, spark
trivial: minor, small
ultimately: finally, eventually
unanimous: united
unambiguous: clear
unambiguously: clearly
undergo: experience, go through, face
underestimate: underrate
underlie: underpin
underlying: basic, root
undermine: weaken, damage
undertake: carry out, do
unequivocal: clear, definite
unequivocally: clearly
unforeseen: unexpected
uniform: even, consistent
uniformly: evenly
unprecedented: new, record
unravel: solve, untangle
unwarranted: unjustified
utility: usefulness, use
utmost: greatest
validity: soundness
variable/a: changeable, varying
variability: variation
variation: difference, change
vary: differ, change
vast: huge, large, enormous
verification: check, proof
viable: workable, feasible, possible
vigorous: strong, energetic
vigorously: strongly, hard
virtually: almost, nearly
voluminous: large, bulky
vulnerability: weakness
warrant/v: justify
widespread: common
yield/v: produce, give
yield/n: harvest, crop, output
adaptation: adjustment, change
adapt: adjust, change
evade: avoid, escape, dodge
elude: escape, avoid
gauge/v: measure, judge, assess
hitherto: previously, until now, before
mitigation: reduction, easing, relief
scarcity: shortage, lack
vestige: trace, remains, remnant
protrusion: bump, lump, swelling
evolve: develop, change, arise
abnormal: unusual, odd
abnormally: unusually
accessibility: access, ease of use
accountability: responsibility
adept: skilled, expert
adequate: enough, sufficient
adequately: enough, properly
adjust: change, alter
affluent: rich, wealthy
alleviation: relief
allocation: share, allowance
ambivalent: uncertain, unsure
analogue: equivalent
anecdotal: informal, unscientific
apprehensive: worried, anxious, nervous
assiduous: diligent, careful
attainable: achievable, possible
authoritative: reliable, trusted
averse: opposed, reluctant
bifurcation: split, fork
brevity: shortness
candid: frank, open, honest
catastrophic: disastrous
categorical: absolute, definite
cautionary: warning
circuitous: roundabout
commendable: admirable
comparable: similar
comparative: relative
compatibility: match
compilation: collection
complacent: smug
comprehensible: understandable
conceivable: possible, imaginable
conceivably: possibly
concomitantly: at the same time
condensed: shortened
conform: comply, obey
confront: face, tackle
congruent: consistent, matching
connotation: association
consciously: deliberately
consequential: important, significant
conservation: protection, preservation
contemporaneous: simultaneous
contest/v: dispute, challenge
contiguity: closeness
continuity: continuation
contrasting: opposite, different
conversion: change
correlate/v: link, match
counteract: offset, counter, neutralize
counterintuitive: surprising, unexpected
counterpart: equivalent
culmination: climax, peak
curtailment: reduction, cut
debatable: questionable, disputed
deduction: conclusion, inference
defer: delay, postpone
deficiencies: shortcomings, gaps
deleterious: harmful, damaging
delimit: limit
delineation: outline, description
demographic/a: population
deployment: use
deprivation: hardship, lack
detectable: noticeable, visible
devastating: destructive
dispute: argument, disagreement
distinguish: tell apart, separate
distinguishable: different
diverge: differ, split
divergence: difference, split
divergent: different
dominance: power, control
drastic: severe, extreme
drastically: sharply, severely
efficiency: effectiveness
elicitation: extraction
elimination: removal
elusive: hard to find
emergence: appearance, rise
eminently: very
enhancement: improvement, boost
enigmatic: mysterious, puzzling
epitomize: embody, typify
eradication: removal
exemplary: model, ideal
fallible: imperfect
fluctuating: changing, varying
formulation: mixture, recipe
forthwith: immediately
fragility: weakness
frequent: common, regular
generalization: general rule
genesis: origin, birth, beginning
heuristic: rule of thumb
illusory: false, unreal
immediacy: urgency
immutable: fixed, unchanging
impairment: damage, loss
impeccable: perfect, flawless
imperceptibly: slightly
impracticable: unworkable
inaccessible: remote, unreachable
inadequacy: shortcoming
inaugural: first
incapacitate: disable
incidental: minor, chance
inclusion: addition
incomparable: unique
indeterminate: uncertain, unclear
indicator: sign, measure, gauge
indiscriminate: random, wholesale
inexorable: relentless
inexorably: relentlessly
infringe: break, violate
insurmountable: impossible
intangible: abstract
intermittently: occasionally
interrupt: stop, break
inverse: opposite, reverse
irrespective: regardless
lucid: clear
multifaceted: complex, varied
negligence: carelessness
neutralize: cancel[!antibody antibodies virus viruses vaccine vaccines toxin toxins], counter[!antibody antibodies virus viruses vaccine vaccines toxin toxins], block[antibody antibodies virus viruses vaccine vaccines toxin toxins]
onerous: heavy, burdensome
opportune: timely
optimise: improve, perfect
overlook: miss, ignore
peculiar: odd, strange
perceptible: noticeable
prevail: win, triumph
prominence: importance
prospectively: in future
quintessential: typical
rampant: widespread
reciprocate: return
reconcile: settle, resolve
rectification: correction
reluctance: unwillingness
resurgence: revival, comeback
tenuous: weak, slight, flimsy
tumultuous: turbulent, stormy
ubiquity: prevalence
unattainable: impossible
uncorroborated: unconfirmed
underpinning: basis, foundation
undisputed: accepted
unfathomable: baffling
uniformity: sameness
unilateral: one-sided
unintended: accidental
unparalleled: unequalled, unmatched
unsubstantiated: unproven, unsupported
verifiable: checkable
vindicate: justify, clear
volition: will, choice
`;
