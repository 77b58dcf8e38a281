// The ninth fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written and labelled before the sense-from-the-sentence rules were run on it. 40 sentences of 20
// fields no earlier list used (mycology, speleology, horology, acoustics, textiles, brewing, sports
// physiology, forensics, tribology, ornithology, herpetology, dermatology, audiology, glassmaking,
// art conservation, limnology, soil science, apiculture, ceramics, climbing medicine): mostly words
// of several senses, irregular and inflected forms. Per case: the simpler words a lay reader would
// accept IN THAT SENTENCE, the words a definition of its sense there would use, and the sense itself
// (the fifth field): the start of WordNet's definition of each sense that fits, read from WordNet
// by hand (" / " between senses; "-" where WordNet lacks the sense). Measured once.
//   word | sentence | acceptable, simpler, words | meaning, words | wordnet sense / another
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
gills | The mushroom's gills shed millions of spores overnight. | ridges, plates | spore, mushroom, cap, leaflike | any of the radiating leaflike spore-producing
truffles | Truffles are sniffed out by trained dogs beneath the roots of oak trees. |  | fungi, fungus, subterranean | any of various highly prized edible subterranean fungi / edible subterranean fungus
sump | Cavers squeezed through a narrow sump flooded to the roof. | pool | water, hole, collected | a well or other hole in which water has collected
roost | Bats roost in the cave's upper chambers through the winter. | perch, rest, sleep, shelter | sit, perch, settle, stay | sit, as on a branch / settle down or stay
escapement | The watchmaker replaced the worn escapement of the antique clock. |  | device, regulates, movement | mechanical device that regulates movement
bob | The clock's pendulum bob was weighted with lead. | weight | hanging, weight, ball | a hanging weight
damp | Heavy curtains damp the echoes in the concert hall. | deaden, muffle, soften, dull, reduce, absorb | deaden, sound, noise, lessen | deaden (a sound or noise) / lessen in force or effect
timbre | Two instruments playing the same note still differ in timbre. | tone, sound, colour | sound, voice, distinctive, property | (music) the distinctive property of a complex sound
fleece | The yarn is spun from the fleece of alpacas. | wool, coat | wool, sheep, coat | the wool of a sheep / outer coat of especially sheep
warp | The warp is dyed before the cloth is woven. |  | yarn, loom, lengthways, threads | yarn arranged lengthways on a loom
wort | Brewers add the yeast once the wort has cooled. |  | malt, unfermented, ferment | unfermented or fermenting malt
sluggish | The sourdough starter grew sluggish in the cold kitchen. | slow, inactive, sleepy, lazy, dull | slow, slowly, inactive | moving slowly / slow and apathetic
calves | Lactate builds up in the calves during a long uphill run. |  | muscular, back, leg, shank | the muscular back part of the shank
hamstring | The runner strained a hamstring on the final bend. | tendon | tendon, knee | one of the tendons at the back of the knee
latent | Investigators lifted latent fingerprints from the glass. | hidden, invisible, unseen | evident, hidden, unseen, potentially | potentially existing but not presently evident
snagged | Fibres snagged on the fence matched the suspect's coat. | caught, catch, hooked, hook, stuck | catch, caught, snag | catch on a snag
tackier | The varnish turns tackier as the solvent evaporates. | stickier, sticky | sticky, dried | (of a glutinous liquid such as paint)
bearings | Friction wears the bearings, and the shaft begins to wobble. |  | rotating, support, moving, parts | a rotating support placed between moving parts
broods | The female broods the chicks until their down is replaced by feathers. | warms, shelters, covers, warm, shelter, cover | sit, eggs, cover, warm | sit on (eggs)
waders | Waders probe the mud for worms at low tide. | shorebirds | bird, birds, wade, long-legged | any of many long-legged birds that wade
adders | Adders bask on south-facing banks in early spring. | vipers, snakes, viper, snake | viper, snake | small terrestrial viper
secretes | The toad's warty skin secretes a bitter poison. | releases, release, produces, produce, oozes, ooze, exudes, exude | generate, cells, release, fluids | generate and separate from cells
plaques | Scaly plaques appeared on the patient's elbows and knees. | patches, patch | patch, abnormal, skin | (pathology) a small abnormal patch
moles | Moles that change shape or colour should be checked by a doctor. | spots, spot, marks, mark | spot, skin, pigmented | a small congenital pigmented spot
muffle | Wax can block the ear canal and muffle sounds. | deaden, dull, soften, dampen, quiet | deaden, sound, noise | deaden (a sound or noise)
amplifies | The hearing aid amplifies speech but not the hum of the fridge. | boosts, boost, magnifies, magnify, strengthens, strengthen | increase, volume, louder | increase the volume of / increase in size, volume or significance
palate | Snoring comes from the soft palate fluttering as air passes over it. |  | mouth, upper, roof, surface | the upper surface of the mouth
lice | Head lice cling to hair with claws shaped like hooks. |  | insect, parasite, parasitic, bloodsucking | wingless usually flattened bloodsucking insect
gob | The glassmaker blows into the tube to inflate a gob of molten glass. | lump, blob, glob, ball | lump | a lump of slimy stuff
varnish | Conservators removed the yellowed varnish from the portrait. | coating, finish, lacquer | coating, finish, transparent | a coating that provides a hard, lustrous
consolidated | Flaking paint was consolidated with a thin glue. | strengthened, strengthen, secured, secure, fixed, fix, stabilised, stabilized, stabilise, stabilize | firm, secure, strengthen | make firm or secure
stratifies | In summer the lake stratifies into a warm upper layer and a cold lower one. | layers, layer, separates, separate, splits, split | layer, layers, strata | form layers or strata / form, arrange, or deposit in layers
shallows | Algae choke the shallows of the lake in late summer. |  | shallow, water, stretch | a stretch of shallow water
compacts | Heavy machinery compacts the soil so that roots cannot push through it. | compresses, compress, packs, pack, presses, press, squeezes, squeeze, hardens, harden | press, pressing, compress, squeeze | make more compact by or as if by pressing / squeeze or press together
aerate | Earthworms aerate the soil as they burrow. | air, loosen, ventilate, oxygenate | air, oxygen | expose to fresh air / impregnate, combine, or supply with oxygen
smokes | The beekeeper smokes the hive to calm the bees. |  | smoke, fumes, fumigate | -
ferments | Honey that is left uncapped ferments in the comb. | sours, sour, spoils, spoil, rots, rot | sour, spoil, fermentation | go sour or spoil / cause to undergo fermentation
glazed | The pots are glazed and fired a second time. | coated, coat | glaze, coat, coating, shiny | coat with a glaze / having a shiny surface or coating
wedges | The potter wedges the clay to drive out air bubbles. | kneads, knead, works, work | knead, work, clay | -
inflamed | The climber's tendons were inflamed after months of training on small holds. | swollen, sore, irritated | inflammation, swollen, sore | resulting from inflammation / become inflamed / cause inflammation in
`;

/** The ninth fresh list; casesOf reads the fifth field (the WordNet senses that fit) into `senses`. */
export const ALTERNATIVES_FRESH_9: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
