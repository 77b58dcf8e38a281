// The walk evaluation (docs/exercises.md "How the coach decides"): every walk replayed through
// a coach, every remark given its label's class: a repo label (walks/labels*.tsv) first, else,
// on the shared walk, the shared label its text matches (shared-labels.ts). A remark with
// neither is unlabelled.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Coach } from '../../src/engine/coach.ts';
import { labelOf, readLabelFolder, type RemarkClass } from './labels.ts';
import { isEvaluatedRemark, type Remark } from './remark.ts';
import { replayWalk, type ReplayedWalk } from './replay.ts';
import { readSharedLabels, sharedLabelOf, type SharedLabel } from './shared-labels.ts';
import { loadSharedWalks } from './shared-walk.ts';
import { loadRepoWalks, type Walk } from './walk.ts';
import { repoWalksDir, sharedWalksDir } from './walk-paths.ts';

export interface JudgedRemark extends Remark {
  walk: Walk;
  answer: number;
  fromStage: number;
  question: number | null;
  /** Null: no label covers it. */
  class: RemarkClass | null;
  reason: string;
  /** Where the class came from. */
  labelledBy: 'repo' | 'shared' | null;
}

export interface WalkSources {
  walks: Walk[];
  /** Why the shared walk is not among them, when it is not. */
  sharedMissing: string | null;
  sharedLabels: SharedLabel[];
}

export function loadWalks(options: { sharedDir?: string; repoDir?: string } = {}): WalkSources {
  const sharedDir = options.sharedDir ?? sharedWalksDir();
  const shared = loadSharedWalks(sharedDir);
  const labelsFile = path.join(sharedDir, 'labels.tsv');
  const sharedLabels = 'walks' in shared && existsSync(labelsFile) ? readSharedLabels(labelsFile) : [];
  return {
    walks: [...('walks' in shared ? shared.walks : []), ...loadRepoWalks(options.repoDir ?? repoWalksDir)],
    sharedMissing: 'missing' in shared ? shared.missing : null,
    sharedLabels,
  };
}

export interface WalkEvaluation {
  replayed: ReplayedWalk[];
  remarks: JudgedRemark[];
  /** Shared labels some replayed remark took. */
  sharedLabelsUsed: number;
}

export interface EvaluationOptions {
  labelsDir?: string;
}

export async function evaluateWalks(sources: WalkSources, coach: Coach, options: EvaluationOptions = {}): Promise<WalkEvaluation> {
  const { labelsDir = repoWalksDir } = options;
  const labels = readLabelFolder(labelsDir);
  const replayed: ReplayedWalk[] = [];
  const remarks: JudgedRemark[] = [];
  const used = new Set<number>();
  for (const walk of sources.walks) {
    const replay = await replayWalk(walk, coach);
    replayed.push(replay);
    for (const turn of replay.turns) {
      for (const remark of turn.remarks) {
        if (!isEvaluatedRemark(remark)) continue;
        const place = { walk: walk.id, fromStage: turn.fromStage, question: turn.question };
        const own = labelOf(labels, { walk: walk.id, answer: turn.answer, kind: remark.kind, anchor: remark.anchor, text: remark.text });
        const shared = own || walk.source !== 'shared' ? undefined : sharedLabelOf(sources.sharedLabels, place, remark.text);
        if (shared) used.add(shared.row);
        remarks.push({
          ...remark,
          walk,
          answer: turn.answer,
          fromStage: turn.fromStage,
          question: turn.question,
          class: own?.class ?? shared?.class ?? null,
          reason: own?.reason ?? shared?.reason ?? '',
          labelledBy: own ? 'repo' : shared ? 'shared' : null,
        });
      }
    }
  }
  return { replayed, remarks, sharedLabelsUsed: used.size };
}
