// Test helpers for driving scripts: fixed clock, predictable message ids.

import type { StudentAnswer } from '../src/engine/chat-message.ts';
import type { Coach } from '../src/engine/coach.ts';
import { runTurn } from '../src/engine/engine.ts';
import type { TurnResult } from '../src/engine/engine.ts';
import type { History, HistoryFields } from '../src/engine/history.ts';
import type { ExerciseScript } from '../src/engine/script.ts';

export const fixedNow = new Date('2025-03-01T10:00:00.000Z');

export function history(currentStage: number, fields: HistoryFields = {}): History {
  return { currentStage, fields };
}

export function turn(
  script: ExerciseScript,
  from: History,
  message: string | StudentAnswer | null,
  coach: Coach,
): Promise<TurnResult> {
  let id = 0;
  return runTurn(script, from, message, coach, {
    now: () => fixedNow,
    newId: () => `bot-${(id += 1)}`,
  });
}

export function texts(result: TurnResult): string[] {
  return result.messages.map((message) => message.text);
}

/** A table-input answer as the client sends it. */
export function tableAnswer(headers: string[], rows: string[][]): StudentAnswer {
  return { text: rows.map((row) => row.join('\t')).join('\n'), table: { headers, rows } };
}
