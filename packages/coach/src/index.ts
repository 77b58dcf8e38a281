// The public API of @scicomm/coach: the exercise engine, the wire format, the coaches and the
// exercise registry, as the server uses them. Deeper modules stay reachable as
// "@scicomm/coach/<folder>/<module>".

export { runTurn } from './engine/engine.ts';
export type { TurnOptions } from './engine/engine.ts';
export { ExerciseInputError } from './engine/errors.ts';
export type { ChatMessage } from './engine/chat-message.ts';
export type { History, HistoryFields, FieldValue, FieldType } from './engine/history.ts';
export type { ExerciseScript } from './engine/script.ts';
export {
  parseExerciseRequest,
  pickField,
  parseStoredMessages,
  toWireReply,
  toWireMessage,
  wireChatMessageSchema,
} from './wire/schemas.ts';
export type { WireReply } from './wire/schemas.ts';
export { withCopyPasteEvidence } from './engine/copy-paste.ts';
export type { Coach, JargonAnalyzer } from './engine/coach.ts';
export type { AudienceLevel } from './engine/audience.ts';
export { createBuiltinCoach } from './coaches/builtin-coach.ts';
export { createNeutralCoach } from './coaches/neutral-coach.ts';
export { createModelBreaker } from './llm/model-breaker.ts';
export type { ModelBreaker, ModelStateChange } from './llm/model-breaker.ts';
export { createCoachFromConfig } from './coaches/coach-config.ts';
export { exercises, coachForVariant, toStorageRecord, storageColumns, storedFields, fieldLabel } from './exercises/registry.ts';
export type { ExerciseVariant, StorageRecord } from './exercises/registry.ts';
export { isFinished } from './exercises/finish-rules.ts';
export { storedStageName, storedStageNames, storedStageNumber } from './exercises/stored-stages.ts';
export { coherenceScript } from './scripts/coherence.ts';
export { coherenceTableHeaders } from './scripts/coherence-questions.ts';
export { criticalThinkingScript } from './scripts/critical-thinking.ts';
export { detailsToHtml } from './markup/table-html.ts';
export { coachLanguages } from './i18n/language.ts';
export type { CoachLanguage } from './i18n/language.ts';
export { said } from './messages/chat-text.ts';
export { renderSaid } from './chat/render.ts';
