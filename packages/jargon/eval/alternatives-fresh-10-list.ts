// The tenth fresh test list for simpler-word suggestions (docs/de-jargonizer.md "How a suggestion is chosen"),
// written and labelled for issue 78 item 2 (replacements from the sentence's sense) before any rule
// of that item was written or run on it. 40 sentences of 20 fields no earlier list used
// (viticulture, cartography, volcanology, ophthalmology, seismology, metallurgy, orthopaedics,
// pharmacy, typography, dendrology, glaciology, numismatics, bookbinding, cheesemaking, radiology,
// paediatrics, surveying, falconry, perfumery, locksmithing): words of several senses, inflected
// forms, and field terms with no everyday word (empty list). Per case: the simpler words a lay
// reader would accept IN THAT SENTENCE, and the words a definition of its sense there would use.
// No WordNet sense field. Measured once.
//   word | sentence | acceptable, simpler, words | meaning, words
import { casesOf } from './alternatives-eval-list.ts';
import type { FreshAlternativesCase } from './alternatives-fresh-list.ts';

const CASES = `
prune | Growers prune the vines hard in late winter. | cut, trim, cut back | cut, branches, remove, shape
must | The must is pressed from the grapes before it ferments. | juice | juice, grape, unfermented
contour | Each contour on the map joins points of equal height. | line | line, height, elevation, equal
legend | The legend explains what each symbol on the map stands for. | key | key, symbols, explanation, map
vent | Lava poured from a new vent on the volcano's side. | opening, hole, crack | opening, gas, escape, lava
flank | The village sits on the eastern flank of the volcano. | side, slope | side, slope
opaque | Cataracts make the lens of the eye opaque. | cloudy, clouded, milky | light, transmit, clear
dilate | Drops that dilate the pupils let the doctor see the retina. | widen, enlarge, open, expand | wider, larger, become, open
tremor | A small tremor shook the town shortly before dawn. | shake, quake, shaking | shaking, earth, vibration
fault | The earthquake began on a fault beneath the bay. | crack, break | fracture, crust, rock, break
temper | Smiths temper the blade to make it less brittle. | harden, toughen, strengthen | harden, heat, toughen, steel
brittle | Cast iron is brittle and cracks under a sudden blow. | fragile, breakable | break, easily, hard
splint | The nurse fixed a splint to the broken finger. | support, brace | rigid, support, immobilize
fracture | The X-ray showed a fracture of the wrist. | break, crack | break, bone, crack
dispense | Pharmacists dispense medicines on a doctor's prescription. | give, supply, hand out, provide | give, distribute, supply, prepare
potency | The drug loses its potency if stored in heat. | strength, power, effect, effectiveness | strength, power, effect
serif | A serif is the small stroke at the end of a letter. |  | stroke, letter, line, short
kerning | Tight kerning makes a headline hard to read. | spacing | space, letters, adjust, pairs
canopy | Sunlight barely reaches the ground beneath the dense canopy. | treetops, cover | branches, leaves, upper, trees, layer
sapling | A sapling planted today may take forty years to reach full height. | young tree | young, tree
crevasse | The climbers roped together to cross a hidden crevasse. | crack, gap | crack, deep, ice, glacier
calving | Calving of the glacier front sends huge blocks into the sea. | breaking off | break, ice, chunk
mint | The Romans would mint new coins for each emperor. | make, strike, produce | make, coins, stamp
obverse | The obverse of the coin shows the ruler's head. | front, face, head | side, front, head, coin
spine | Glue is brushed along the spine before the cover goes on. | back | back, book, edge, binding
stitched | The pages were stitched into the cover by hand. | sewn, sew | sew, thread, needle
curdle | Rennet makes the milk curdle within an hour. | thicken, clot, set | thicken, curd, lump, separate
rind | A hard rind forms as the cheese ripens. | skin, crust | outer, layer, skin, covering
lesion | The scan revealed a small lesion in the left lung. | spot | injury, damage, tissue, abnormal
benign | Most lumps found this way are benign. | harmless | not, cancerous, harmless, threatening
infants | Infants need feeding every few hours. | babies, baby | baby, child, young
wean | Parents usually wean the baby from the breast at about one year. |  | stop, feeding, milk, gradually
benchmark | The surveyors measured from a benchmark carved into the church wall. | mark, reference point | mark, height, reference, point
plot | The team walked the boundary of each plot before the sale. | piece, lot, patch, field | land, piece, small, area
talons | The hawk gripped the glove with its talons. | claws | claw, bird, prey
tether | The falconer uses a short tether to keep the bird on its perch. | rope, line, leash, cord | rope, chain, tie, restrain
aroma | The aroma of jasmine fills the workshop. | smell, scent, fragrance | smell, pleasant, odor
distil | Perfumers distil the oil from rose petals. | extract, draw | heat, vapor, liquid, extract, purify
tumblers | A key lifts the tumblers to the right height. | pins, levers | lock, part, move, key
pick | It took the locksmith a minute to pick the lock. | open | open, without, key, force
`;

export const ALTERNATIVES_FRESH_10: readonly FreshAlternativesCase[] = casesOf(CASES, () => true);
