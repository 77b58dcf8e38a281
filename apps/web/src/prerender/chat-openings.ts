// The chat's opening of each exercise page, for the build's prerender only (entry-server.tsx, in
// Node; never in the browser's bundle): the first turn the server answers on load, run through
// the same engine, wire format and reader as the real call, in English. A first turn asks the
// script's first question and never consults the coach, so it is the same on every server. Each
// text is sanitised here too, as the chat would in the browser: the page's data block carries both,
// and the browser shows the opening from these before it has DOMPurify (features/exercises/lib/chat-html.ts).
import type { ChatMessage } from '@scicomm/coach';
import { runTurn } from '@scicomm/coach/engine/engine';
import { exercises } from '@scicomm/coach/exercises/registry';
import type { ExerciseId } from '@scicomm/coach/exercises/finish-rules';
import { createNeutralCoach } from '@scicomm/coach/coaches/neutral-coach';
import { parseExerciseRequest, toWireReply } from '@scicomm/coach/wire/schemas';
import { parseExerciseReply } from '@scicomm/coach/wire/messages';
import type { ChatOpening } from '../lib/prerender-data.tsx';
import { sanitizeMessageHtml } from '../lib/safe-html.ts';

/** The opening of an exercise's call: its route (`HalfLife`), or null for a research edition's. */
export async function chatOpening(exercise: ExerciseId, route: string | null): Promise<ChatOpening> {
  const variants = Object.values(exercises[exercise].variants);
  const variant = variants.find((candidate) => candidate.route === route && (route !== null || candidate.research));
  if (!variant) throw new Error(`No ${exercise} variant answers ${route === null ? 'a research path' : `/api/${route}`}.`);
  const { history } = parseExerciseRequest(variant.script, { Messages: [] });
  const turn = await runTurn(variant.script, history, null, createNeutralCoach(), { language: 'en' });
  const { messages } = parseExerciseReply(JSON.parse(JSON.stringify(toWireReply(turn))));
  return {
    exercise,
    endpoint: route === null ? null : `/api/${route}`,
    messages: messages.map((message): ChatMessage => ({ ...message, isStudent: false })),
    html: messages.map((message) => sanitizeMessageHtml(message.text)),
  };
}
