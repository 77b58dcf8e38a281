import { countedToday } from './fresh/asked-today.ts';
import { loadFreshLabels } from './fresh/fresh-sets.ts';
import { sharedWalksRoot } from './replay/walk-paths.ts';
const labels = loadFreshLabels(sharedWalksRoot()).filter((l) => l.kind === 'jargon.wordsForReaders');
const counted = await countedToday(labels);
const lang = process.argv[2] ?? 'en';
for (const l of labels.filter((l) => l.language === lang && counted(l))) console.log(`${l.class}\t${l.set}\t${l.walk}\t${l.at?.answer}\t${l.at?.remark.slice(0, 160)}`);
