// The public API of @scicomm/coach: the exercise engine, the wire format, the coaches and the
// exercise registry. Deeper modules stay reachable as "@scicomm/coach/<module>".

export { runTurn } from './engine/engine.ts';
export type { TurnOptions, TurnResult } from './engine/engine.ts';
export { ExerciseInputError } from './engine/errors.ts';
export type { ChatMessage, BotMessageDraft, InputType } from './engine/chat-message.ts';
export type { StudentAnswer } from './engine/chat-message.ts';
export type { History, HistoryFields, FieldValue, FieldType } from './engine/history.ts';
export type { ExerciseScript, Stage, StageInput } from './engine/script.ts';
export {
  parseExerciseRequest,
  pickField,
  parseExerciseReply,
  parseStoredMessages,
  toWireReply,
  toWireMessage,
  chatMessageSchema,
  wireChatMessageSchema,
} from './wire/schemas.ts';
export type { ExerciseRequest, ExerciseReply, WireReply, WireChatMessage } from './wire/schemas.ts';
export { pasteEvidence, readCopyPasteRecord, withCopyPasteEvidence } from './engine/copy-paste.ts';
export type { CopyPasteRecord, PasteEvidence } from './engine/copy-paste.ts';
export type {
  Coach,
  CoachFocus,
  AiTask,
  Feedback,
  FeedbackRequest,
  JargonAnalyzer,
  ExplainedTermNote,
  JargonAnalyzeOptions,
  KeyTermNote,
  JargonAnalysis,
  JargonMeasures,
} from './engine/coach.ts';
export type { QuestionContext, TableAnswer } from './engine/coach.ts';
export type { AudienceLevel } from './engine/audience.ts';
export { createBuiltinCoach } from './coaches/builtin-coach.ts';
export { createNeutralCoach } from './coaches/neutral-coach.ts';
export { createLlmCoach } from './llm/llm-coach.ts';
export { createModelBreaker } from './llm/model-breaker.ts';
export type { ModelBreaker, ModelState, ModelStateChange, ModelStatus } from './llm/model-breaker.ts';
export { createCoachFromConfig, coachConfigFromEnv, coachEnvSchema } from './coaches/coach-config.ts';
export type { CoachConfig } from './coaches/coach-config.ts';
export { exercises, coachForVariant, toStorageRecord, storageColumns, storedFields, fieldLabel } from './exercises/registry.ts';
export type { CoachKind, Exercise, ExerciseVariant, StorageRecord } from './exercises/registry.ts';
export { isFinished, finishStages } from './exercises/finish-rules.ts';
export { storedStageName, storedStageNames, storedStageNumber } from './exercises/stored-stages.ts';
export type { ExerciseId } from './exercises/finish-rules.ts';
export { halfLifeScript, halfLifeResearchScript, halfLifeStages } from './scripts/half-life.ts';
export { persuasiveScript, persuasiveStages } from './scripts/persuasive.ts';
export { ethicsScript, ethicsStages } from './scripts/ethics.ts';
export { coherenceScript, coherenceResearchScript, coherenceStages } from './scripts/coherence.ts';
export { coherenceTableHeaders } from './scripts/coherence-questions.ts';
export {
  criticalThinkingScript,
  criticalThinkingResearchScript,
  criticalThinkingStages,
} from './scripts/critical-thinking.ts';
export { detailsToHtml, rowsToHtmlTable } from './markup/table-html.ts';
export {
  normaliseTableRows,
  initialRowCount,
  exampleRowCells,
  canRemoveRow,
} from './engine/table-input.ts';
export { optionValue } from './markup/options.ts';
export { measureText } from './areas/sentences/text-measures.ts';
export type { TextMeasures } from './areas/sentences/text-measures.ts';
export { countWords } from './engine/word-count.ts';
export { coachLanguages, isCoachLanguage } from './i18n/language.ts';
export type { CoachLanguage } from './i18n/language.ts';
export { said } from './messages/chat-text.ts';
export type { ChatText, Said } from './messages/chat-text.ts';
export { renderChatText, renderSaid } from './chat/render.ts';
