import { describe, expect, it } from 'vitest';
import {
  kindsOfRows,
  matchScore,
  readLabelRows,
  type LabelRow,
} from '../../eval/fresh/import-walk.ts';
import type { Remark } from '../../eval/replay/remark.ts';
import type { ReplayedTurn, ReplayedWalk } from '../../eval/replay/replay.ts';

// The importer of a labelled walk (docs/exercises.md "Adding a fresh set"): each label row (file,
// turn, quote) takes the kind of the replayed remark its quote bears out.
const remark = (kind: string, text: string, partOf?: string): Remark => ({
  kind,
  text,
  span: null,
  source: 'rules',
  anchor: `t:${text}`,
  ...(partOf ? { partOf } : {}),
});

const turn = (answer: number, remarks: Remark[], script: string[] = []): ReplayedTurn => ({
  answer,
  student: `answer ${answer}`,
  fromStage: answer,
  toStage: answer + 1,
  question: null,
  coach: [...remarks.filter((item) => !item.partOf).map((item) => item.text), ...script],
  remarks,
});

const figures =
  'Your score was 84; you used 122 words. Your sentences suit readers: the longest has 8 words.';
const readAgain = 'Read your text once more with this question in mind.';
const replay: ReplayedWalk = {
  walk: {
    id: 'w1',
    exercise: 'halfLife',
    variant: 'standard',
    language: 'en',
    siteLanguage: 'en',
    split: 'held-out',
    field: '',
    quality: '',
    notes: '',
    answers: [],
    source: 'shared',
  },
  opening: [],
  turns: [
    turn(1, []),
    turn(2, [
      remark('chat.heading', 'For your next version:'),
      remark(
        'sentence.tooLong',
        'Your longest sentence has 44 words: “In my research I use X and Y to find Z.” Try splitting it into shorter ones.',
      ),
      remark('summary.figures', figures),
      remark(
        'summary.sentences',
        'Your sentences suit readers: the longest has 8 words.',
        'summary.figures',
      ),
    ]),
    turn(3, [], ['Please use 20–40 words. You used 17.']),
    turn(4, [remark('summary.noRemark', readAgain)]),
    turn(5, [
      remark('summary.noRemark', readAgain),
      remark(
        'teach.logos',
        'Before your next version, find the sentence that backs your main claim: a number, a finding or a source. If you cannot find one, add it.',
      ),
    ]),
    turn(6, [
      remark('summary.passed', 'You name your method (sequencing).'),
      remark('ethos.method', 'You name your method (sequencing).', 'summary.passed'),
    ]),
  ],
};

const row = (id: number, labelTurn: number, quote: string): LabelRow => ({
  id: `en:${id}`,
  walk: 'w1',
  turn: labelTurn,
  quote,
});

describe('importing a labelled walk', () => {
  it('reads the rows by their columns, numbered after a prefix', () => {
    const rows = readLabelRows(
      'file\tturn\tn\tquote\tclass\nw1.log\t2\t1\tYour score…\tTRUE-GENERIC\n',
      'en:',
    );
    expect(rows).toEqual([{ id: 'en:1', walk: 'w1', turn: 2, quote: 'Your score…' }]);
  });

  it('scores a quote with words left out as borne out, and a paraphrase by its words found', () => {
    expect(
      matchScore(
        'Your longest sentence has 44 words: “In my research…” … try splitting it',
        replay.turns[1]!.remarks[1]!.text,
      ),
    ).toBe(2);
    expect(
      matchScore(
        'Logos: find the sentence that backs your main claim… If none, add it.',
        replay.turns[4]!.remarks[1]!.text,
      ),
    ).toBeGreaterThan(0.75);
    expect(matchScore('This proves that warming drives migration.', readAgain)).toBeLessThan(0.75);
  });

  it('gives each row the kind of the remark it quotes, in the order of the walk', () => {
    const { kinds, problems } = kindsOfRows(
      [
        row(
          1,
          1,
          'Your longest sentence has 44 words: “In my research I use X…” … try splitting it',
        ),
        row(2, 1, 'Your score was 84; you used 122 words.'),
        row(3, 1, 'Your sentences suit readers: the longest has 8 words.'),
        row(4, 2, 'Please use 20–40 words. You used 17.'),
        row(5, 3, readAgain),
        row(6, 4, readAgain),
        row(
          7,
          4,
          'Logos: find the sentence that backs your main claim: a number, a finding or a source… If none, add it.',
        ),
        row(8, 5, 'You name your method'),
        row(9, 5, 'This proves that warming drives migration.'),
      ],
      replay,
    );
    expect(kinds.map((item) => [item.row, item.kind, item.answer])).toEqual([
      ['en:1', 'sentence.tooLong', 2],
      // The figures line is its score and word count; its claim is quoted apart.
      ['en:2', 'summary.figures', 2],
      ['en:3', 'summary.sentences', 2],
      // A line of the script, no remark of the coach.
      ['en:4', 'none', 3],
      // The same line twice: each row takes the next one.
      ['en:5', 'summary.noRemark', 4],
      ['en:6', 'summary.noRemark', 5],
      ['en:7', 'teach.logos', 5],
      // A summary line of one claim is that claim.
      ['en:8', 'ethos.method', 6],
    ]);
    expect(problems).toEqual(['en:9 (w1, turn 5): no remark bears out its quote']);
  });
});
