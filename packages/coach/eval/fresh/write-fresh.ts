// `npm run eval:coach -- --write-fresh` in a file of its own: the pooled fresh table written to
// src/findings/fresh-precision.ts, and printed.
import { sharedWalksRoot } from '../replay/walk-paths.ts';
import { loadFreshLabels } from './fresh-sets.ts';
import { freshTable, freshTableLines, writeFreshPrecision } from './pool.ts';
import { countedToday } from './asked-today.ts';

const labels = loadFreshLabels(sharedWalksRoot());
const table = freshTable(labels, await countedToday(labels));
writeFreshPrecision(table);
console.log(freshTableLines(table).join('\n'));
