// The fifth fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written by a helper who had read neither the rules nor the table, while fresh-4 was tuned on, and
// committed before the rules were run on it. 60 sentences of 23 fields, about sixteen words in one
// of several senses, six where no single everyday word will do (empty list), and the simpler words
// a lay reader would accept in place of the word IN THAT SENTENCE (base forms, and the form that
// fits the sentence where it differs). Measured once, never tuned on.
//   word | sentence | acceptable, simpler, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
annealed | To remove internal stresses, the glass panels were annealed at 500 degrees and then cooled slowly over several hours. | heat, heated, heat-treat, heat-treated
perovskite | Solar cells built from perovskite crystals now turn more than a quarter of incoming sunlight into electricity. |
delaminate | After thousands of heating cycles, the ceramic coating began to delaminate from the metal underneath. | peel, peel off, peel away, flake off, come away, come off, separate, lift, lift off
caries | Sugary drinks are a leading cause of dental caries in young children. | decay, tooth decay, cavity, cavities, rot
gingival | Persistent gingival bleeding during brushing is often the first sign of gum disease. | gum
extraction | Patients given the new anaesthetic reported less pain during tooth extraction than those given the standard injection. | removal, pulling, pulling out, taking out
abated | The storm finally abated in the late afternoon, allowing rescue crews to reach the flooded valley. | ease, eased, ease off, eased off, die down, died down, let up, calm, calmed, calm down, calmed down, weaken, weakened, lessen, lessened
anticyclone | A stubborn anticyclone sitting over central Europe kept skies clear and winds light for two weeks. | high, high-pressure system, high-pressure area, area of high pressure
interferon | The virus shuts down interferon, one of the body's earliest chemical alarms against infection. |
shedding | Infected children kept shedding the virus in their stool for several weeks after their symptoms ended. | release, releasing, pass, passing, give off, giving off, put out, putting out
zoonotic | Roughly three in four new infectious diseases are zoonotic, having jumped from animals to people. | animal-borne, from animals, caught from animals, animal-to-human, of animal origin
leaching | Heavy autumn rain speeds up the leaching of nitrate from farm soils into groundwater. | washing out, washing, draining, seeping, seepage, loss
friable | Adding compost makes heavy clay soil more friable and easier to dig. | crumbly, loose, light, soft
imputed | Missing blood-pressure readings were imputed from each patient's earlier and later visits. | estimate, estimated, fill in, filled in, work out, worked out
spurious | Many of the reported links proved spurious, the result of testing hundreds of variables at once. | false, fake, bogus, misleading, not real, accidental
arrhythmia | The smartwatch flagged an arrhythmia that the patient had never noticed. | irregular heartbeat, irregular heart rhythm, abnormal heartbeat, abnormal heart rhythm, uneven heartbeat, heart rhythm problem
occluded | Imaging showed that one of the patient's coronary arteries was completely occluded. | block, blocked, clog, clogged, close, closed, shut, plug, plugged
stenosis | Severe aortic stenosis forces the heart to work harder to push blood through the valve. | narrowing, tightening
bleaching | Marine heatwaves triggered mass bleaching across two-thirds of the reef last summer. | whitening, paling, colour loss, color loss
benthic | Trawling nets destroy benthic communities that can take decades to recover. | seafloor, sea-floor, seabed, sea-bottom, ocean-floor, bottom-dwelling
exoskeleton | The beetle's exoskeleton is reinforced with stacked layers of chitin that resist crushing. | shell, outer shell, hard outer shell, casing, outer casing, armour, armor, outer skeleton
diapause | The moths enter diapause when autumn days grow shorter and resume their development in spring. | rest, rest period, resting state, resting phase, hibernation, winter rest
vector | The tiger mosquito is a vector for dengue and several other viruses. | carrier, spreader
zoning | Changes to zoning rules would allow small apartment buildings on lots once reserved for single houses. | planning, land-use
arterial | Traffic on arterial roads fell by a fifth after the new tram line opened. | main, major
pedestrianized | Shops on the newly pedestrianized street reported higher sales than before. | car-free, traffic-free, walking-only, pedestrian-only
aberrations | Flexible mirrors on the telescope correct aberrations caused by the turbulent atmosphere. | distortion, distortions, blur, blurring, error, errors, flaw, flaws
magnification | At higher magnification, the individual grains in the metal became clearly visible. | zoom, enlargement, power
calving | Warmer seawater has sped up calving at the glacier's front, where huge icebergs break away. | breaking off, breaking away, splitting off, break-up, crumbling
ablation | Summer ablation on the ice cap now removes more ice than winter snowfall adds. | melting, melt, thaw, thawing, ice loss, wasting
crevasses | Ground-penetrating radar helped the team avoid hidden crevasses beneath the fresh snow. | crack, cracks, deep crack, deep cracks, crack in the ice, cracks in the ice
anhedonia | The new drug targets anhedonia, one of the hardest symptoms of depression to treat. | joylessness, loss of pleasure, inability to feel pleasure, loss of enjoyment, lack of joy
intrusive | Trauma survivors are often troubled by intrusive memories that arrive without warning. | unwanted, uninvited, unwelcome
relapse | Patients who stopped their medication were three times as likely to relapse within a year. | get ill again, fall ill again, get sick again, become ill again, get worse again, slip back, backslide
mycorrhizal | Seedlings planted with mycorrhizal fungi grew twice as fast as seedlings planted without them. |
understory | Decades of heavy grazing by deer have stripped the understory of young trees and shrubs. | undergrowth, underbrush, brush, lower growth
browsing | Deer browsing on young saplings is slowing the recovery of the burned forest. | feeding, nibbling, grazing, eating, munching
stands | Old-growth stands of Douglas fir store enormous amounts of carbon in their trunks and soil. | grove, groves, patch, patches, stretch, stretches, area, areas
envenomation | Severe envenomation by the box jellyfish can stop the heart within minutes. | sting, stinging, poisoning, venom poisoning
lipophilic | Because the chemical is lipophilic, it builds up in body fat over many years. | fat-soluble, fat-loving
hypertrophy | Lifting light weights to exhaustion produced as much muscle hypertrophy as lifting heavy ones. | growth, enlargement, gain, building
exertion | Heart rate and perceived exertion were recorded every five minutes during the climb. | effort, effort level, strain
tapering | Swimmers who spent two weeks tapering before the championships swam faster than those who kept training hard. | easing off, easing up, cutting back, winding down, scaling back, resting
feline | The vaccine protects against feline leukaemia virus, a common cause of death in outdoor cats. | cat
spayed | Female dogs that were spayed before their first heat had a lower risk of breast cancer. | neuter, neutered, fix, fixed, desex, desexed
diphthongs | Speakers of the dialect flatten many diphthongs, so "time" sounds closer to "tahm". |
vernacular | Her study compares formal essays with the vernacular students use on social media. | everyday language, everyday speech, informal language, casual language, common speech, plain language
register | Most speakers shift register when they talk to a small child rather than to their boss. | tone, style, manner, manner of speaking, way of speaking, speaking style
photovoltaic | Rooftop photovoltaic panels now supply about a third of the town's electricity. | solar, solar-power, solar power, solar-electric
curtailed | Wind farms were curtailed on stormy nights because the grid could not take all the power. | cut back, limit, limited, reduce, reduced, turn down, turned down, scale back, scaled back, hold back, held back
retrofitting | The program pays for retrofitting older homes with heat pumps and double-glazed windows. | upgrade, upgrading, refit, refitting, fit, fitting, update, updating, kit out, kitting out
plasmids | Bacteria can swap plasmids that carry antibiotic-resistance genes, spreading resistance within days. |
culture | Because the lab could not culture the organism, it was identified from its DNA alone. | grow, raise
quasars | Light from distant quasars passes through gas clouds that absorb certain colours along the way. |
pruritus | Severe pruritus kept many of the eczema patients awake at night. | itching, itch, itchiness
resolved | In most children the rash resolved within two weeks without any treatment. | clear, cleared, clear up, cleared up, go away, went away, fade, faded, disappear, disappeared, heal, healed
topical | Doctors usually try topical steroids before moving on to tablets or injections. | rub-on, skin, skin-applied
discharge | River discharge peaked two days after the heaviest rain had fallen. | flow, flow rate, water flow, outflow
infiltration | Paved surfaces prevent infiltration, so rainwater rushes into storm drains instead of the ground. | soaking in, seeping in, soaking, seeping, seepage
ephemeral | Many desert streams are ephemeral, flowing only for a few days after rare storms. | short-lived, temporary
`;

export const ALTERNATIVES_FRESH_5: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
