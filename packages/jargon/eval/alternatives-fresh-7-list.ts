// The seventh fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written by a helper who had read neither the rules nor the table, and committed before the
// rules were run on it. 60 sentences of 20 fields no earlier list used: academic words scientists
// overuse, field terms (five with no everyday word: empty list), fourteen words in one of several
// senses, and inflected forms; for each, the simpler words a lay reader would accept IN THAT
// SENTENCE, and the words a dictionary definition of its sense there would use (the fourth field:
// a shown meaning is right when it has one). Measured once, then tuned on (its larvae and hyphae
// found no meaning: the thesaurus's classical plurals).
//   word | sentence | acceptable, simpler, words | meaning, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
isogloss | Dialect researchers traced an isogloss that runs almost exactly along the old county boundary. |  | line, map, boundary, dialect, feature
register | Teenagers switch to a more formal register when they write to teachers than when they message friends. | style, tone, way of writing, manner, voice | style, language, formality, social, situation
elucidate | The project aims to elucidate how toddlers learn the difference between "some" and "all". | explain, clarify, make clear, shed light on, work out, understand | explain, clarify, clear
zoonotic | Roughly six in ten infectious diseases that affect people are zoonotic. | spread from animals, caught from animals, passed from animals, animal-borne | animals, humans, transmitted, spread, disease
pruritus | Dogs with the allergy often show intense pruritus, scratching and chewing at their paws for hours. | itching, itchiness, itch | itching, itch, skin, scratch
administered | The vaccine was administered to 240 calves a week before weaning. | given, give, injected, inject | give, dose, drug, medicine
thermocline | Below the thermocline, the water stays cold and dark all the way down to the sea floor. |  | layer, temperature, changes, rapidly, depth
swell | The swell that reaches Cornish beaches is often raised by storms off Newfoundland, thousands of kilometres away. | waves, long waves, ocean waves, rollers | waves, rolling, sea, long, succession
ascertain | Satellite tags were used to ascertain how far the turtles travel between feeding grounds and nesting beaches. | find out, determine, discover, learn, establish, work out, measure | find, discover, certain, sure
caries | Caries remains the most common chronic disease of childhood worldwide. | tooth decay, decay, cavities | decay, tooth, teeth, cavity
plaque | Brushing twice a day removes most of the plaque that builds up along the gum line. | film, coating, build-up, deposit, gunk | sticky, film, bacteria, teeth
obtained | Saliva samples were obtained from 312 schoolchildren in three towns. | collected, collect, taken, take, gathered, gather, got, get | get, acquire, secure
stand | The team measured every tree in a 40-year-old stand of Scots pine. | patch, plot, group, wood, clump, block, area, plantation | trees, group, growing, area, forest
coppiced | Hazel that is coppiced every seven years sends up dozens of straight new stems from its stump. | cut back, cut down, cut to the ground, cut | cut, ground, stump, regrow, shoots
numerous | Ash dieback has already killed numerous trees along the old railway line. | many, lots of, a lot of, countless, plenty of | many, great, number, large
fault | The earthquake ruptured a 70-kilometre stretch of the fault beneath the valley. | crack, fracture, break, rift | crack, rock, fracture, crust, movement
liquefaction | Liquefaction turned the sandy ground beneath the port into slurry, and whole warehouses tilted and sank. |  | soil, shaking, liquid, saturated, strength, earthquake
mitigate | Rubber bearings under a building's foundations can mitigate damage from strong shaking. | reduce, limit, lessen, cut, soften, ease, curb | lessen, reduce, severity, seriousness
refraction | Refraction at the water's surface makes a straight stick look bent. | bending of light, bending, light bending | bending, light, passing, medium, direction
resolution | The new microscope's resolution is fine enough to show individual protein molecules. | sharpness, detail, clarity, level of detail | detail, distinguish, image, sharpness, separate
demonstrate | In this paper we demonstrate that a flat lens can focus light as sharply as a curved glass one. | show, prove | show, prove, evidence
tinnitus | Around one in seven adults live with tinnitus, often after years of exposure to loud music. | ringing in the ears, ringing, buzzing in the ears, ear ringing | ringing, ears, buzzing, noise, hissing
gain | The audiologist turned down the gain on her hearing aids because busy restaurants sounded harsh and tinny. | volume, loudness, amplification, boost | amplification, signal, loudness, output, input
endeavour | We endeavour to fit every deaf baby with hearing aids within a month of diagnosis. | try, aim, strive, work, attempt, seek | try, attempt, effort, hard, achieve
calving | Calving at the front of the glacier has doubled since the 1990s, sending house-sized blocks crashing into the fjord. | breaking off of ice, ice breaking off, breaking off, iceberg formation, splitting off of icebergs | ice, breaking, chunks, glacier, iceberg, mass
ablation | In summer, ablation on the ice sheet's lower slopes outpaces fresh snowfall. | melting, melt, thawing, loss of ice, ice loss | melting, loss, ice, snow, evaporation, glacier
paramount | Safety is paramount when drilling ice cores on a glacier criss-crossed with crevasses. | most important, crucial, vital, essential, the top priority, key | important, most, supreme, above, all
larvae | The beetle's larvae tunnel under the bark for two years before emerging as adults. | grubs, grub, young, young beetles | young, immature, insect, wingless, form
instar | Each time it sheds its skin, the caterpillar enters a new instar, and the last one eats the most. | stage, growth stage, phase | stage, moults, between, development, insect, larva
ubiquitous | Springtails are ubiquitous in soil, with up to 100,000 living in a single square metre. | everywhere, found everywhere, widespread, common, abundant | everywhere, present, found, widespread, seemingly
warp | The warp threads are pulled tight on the loom before any weaving begins. | lengthwise, lengthways, long, vertical, upright | lengthwise, threads, loom, weaving, held, stretched
fast | Natural indigo is remarkably fast, keeping its colour through hundreds of washes. | colourfast, colorfast, fade-resistant, long-lasting, lasting, durable, permanent | colour, fading, washing, fixed, permanent, dye
heterogeneous | Recycled cotton is heterogeneous, mixing fibres of many lengths, colours and qualities. | mixed, varied, diverse, uneven, variable, inconsistent | diverse, varied, dissimilar, different, kinds
reverberation | Long reverberation makes speech hard to follow in many school sports halls. | echo, echoes, echoing | echo, reflected, persistence, sound, surfaces
timbre | A violin and a flute playing the same note at the same loudness still differ in timbre. | tone, sound quality, tone colour, character, sound, quality | quality, character, tone, distinct, pitch, intensity
attenuate | Thick curtains attenuate high-pitched sounds far more than low rumbles. | reduce, weaken, dampen, soften, muffle, lessen, absorb, deaden, cut | reduce, weaken, strength, intensity, force
recidivism | Prisoners who took part in the education programme showed markedly lower recidivism. | reoffending, repeat offending, rates of reoffending, reoffending rates | reoffending, repeat, crime, criminal, relapse, convicted
conviction | A conviction for a minor drug offence can shut people out of jobs for decades. | criminal record, guilty verdict, being found guilty | guilty, court, verdict, crime, declared, formally
exacerbates | Heavy-handed policing often exacerbates distrust in neighbourhoods that already feel ignored. | worsens, worsen, deepens, deepen, fuels, fuel, increases, increase, heightens, makes worse | worse, aggravate, intensify, problem
scion | The scion, cut from a prized old apple tree, is bound tightly to a hardy rootstock. | cutting, shoot, graft, twig, branch | shoot, twig, cutting, grafting, plant
cultivar | Each cultivar of tomato was grown under identical greenhouse conditions. | variety, type, kind, strain, breed | variety, plant, bred, cultivated, selected, characteristics
sufficient | Most houseplants do well with sufficient light but scorch in direct afternoon sun. | enough, adequate, plenty of, ample | enough, adequate, need, purpose
hyphae | Up to 100 metres of fungal hyphae can be packed into a single gram of forest soil. | threads, filaments, strands, fibres | threads, filaments, branching, fungus, fungi
mycelium | The mycelium of a single honey fungus in Oregon spreads beneath almost ten square kilometres of forest. | fungal network, underground network, network of threads | threads, network, fungus, vegetative, branching, mass
facilitates | The partnership with soil fungi facilitates the movement of sugars between neighbouring trees. | helps, help, eases, ease, enables, enable, allows, allow, aids, aid, makes possible | easier, help, possible, assist
hypertrophy | Lifting light weights for many repetitions can produce as much muscle hypertrophy as lifting heavy ones. | growth, enlargement, gain, building, bulk | enlargement, growth, size, cells, tissue, increase
optimal | There is no single optimal rest period between sets; it depends on the athlete's goal. | best, ideal, most effective, perfect, right | best, most, favourable, desirable
cessation | Much of the strength gained in a season is lost within six weeks of the cessation of training. | stopping, stop, end, ending, halt, quitting | stopping, ending, ceasing, halt
gentrification | Gentrification has pushed many long-standing residents out of the streets around the new rail station. |  | wealthier, residents, neighbourhood, renovation, displacement, poorer
nascent | The city's nascent bike-share scheme has only 40 docking stations so far. | new, young, fledgling, budding, emerging, early-stage | beginning, emerging, developing, existence, promise
implement | The council plans to implement the new low-traffic scheme before the end of next year. | introduce, carry out, put in place, roll out, launch, bring in, start | effect, execute, carry, action
coprolites | Coprolites found at the site show that the predator crunched up and swallowed bone. | fossil dung, fossilised dung, fossilised droppings, fossil droppings, fossil poo, fossilised poo | fossilised, fossilized, dung, faeces, excrement, droppings
taphonomy | Taphonomy helps explain why soft-bodied animals are so rarely preserved as fossils. |  | decay, burial, fossilisation, organisms, preserved, study
subsequently | The skull was described in 1912 and subsequently lost when the museum was bombed during the war. | later, afterwards, then, after that | after, later, afterwards, following
actuator | Each finger of the robotic hand is driven by its own small actuator. | motor, drive, servo | device, moves, mechanism, motion, controls
odometry | Wheel slip on loose sand makes the rover's odometry unreliable. | distance tracking, distance estimates, position tracking | estimating, position, distance, travelled, wheel, motion
augment | Powered exoskeletons augment the strength of warehouse workers lifting heavy boxes. | boost, increase, add to, enhance, strengthen, amplify, supplement | increase, add, greater, amount, size
regressive | Economists warn that the proposed sales tax would be regressive. | hardest on the poor, harder on the poor, unfair to the poor, unfair to poorer people | poor, income, proportion, lower, larger, wealthy
levy | The city introduced a levy on hotel stays to pay for street cleaning. | tax, charge, fee, surcharge | tax, charge, imposed, fee, duty
disseminate | The audit office will disseminate its findings to every local council by the spring. | share, send, send out, circulate, distribute, spread, pass on, publish | spread, widely, information, distribute
`;

export const ALTERNATIVES_FRESH_7: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
