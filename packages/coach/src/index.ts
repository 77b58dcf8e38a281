// The public API of @scicomm/coach: the exercise engine, the wire format, the coaches and the
// exercise registry. Deeper modules stay reachable as "@scicomm/coach/<module>".

export { runTurn } from './engine.ts';
export type { TurnOptions, TurnResult } from './engine.ts';
export { ExerciseInputError } from './errors.ts';
export type { ChatMessage, BotMessageDraft, InputType } from './chat-message.ts';
export type { StudentAnswer } from './chat-message.ts';
export type { History, HistoryFields, FieldValue, FieldType } from './history.ts';
export type { ExerciseScript, Stage, StageInput } from './script.ts';
export {
  parseExerciseRequest,
  pickField,
  parseExerciseReply,
  parseStoredMessages,
  toWireReply,
  toWireMessage,
  chatMessageSchema,
  wireChatMessageSchema,
} from './wire.ts';
export type { ExerciseRequest, ExerciseReply, WireReply, WireChatMessage } from './wire.ts';
export { pasteEvidence, readCopyPasteRecord, withCopyPasteEvidence } from './copy-paste.ts';
export type { CopyPasteRecord, PasteEvidence } from './copy-paste.ts';
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
} from './coach.ts';
export type { QuestionContext, TableAnswer } from './coach.ts';
export type { AudienceLevel } from './audience.ts';
export { createBuiltinCoach } from './builtin-coach.ts';
export { createNeutralCoach } from './neutral-coach.ts';
export { createLlmCoach } from './llm-coach.ts';
export { createCoachFromConfig, coachConfigFromEnv, coachEnvSchema } from './coach-config.ts';
export type { CoachConfig } from './coach-config.ts';
export { exercises, coachForVariant, toStorageRecord, storageColumns, storedFields, fieldLabel } from './exercises.ts';
export type { CoachKind, Exercise, ExerciseVariant, StorageRecord } from './exercises.ts';
export { isFinished, finishStages } from './finish-rules.ts';
export { storedStageName, storedStageNames, storedStageNumber } from './stored-stages.ts';
export type { ExerciseId } from './finish-rules.ts';
export { halfLifeScript, halfLifeResearchScript, halfLifeStages } from './scripts/half-life.ts';
export { persuasiveScript, persuasiveStages } from './scripts/persuasive.ts';
export { ethicsScript, ethicsStages } from './scripts/ethics.ts';
export {
  coherenceScript,
  coherenceResearchScript,
  coherenceStages,
  coherenceTableHeaders,
} from './scripts/coherence.ts';
export {
  criticalThinkingScript,
  criticalThinkingResearchScript,
  criticalThinkingStages,
} from './scripts/critical-thinking.ts';
export { detailsToHtml, rowsToHtmlTable } from './table-html.ts';
export {
  normaliseTableRows,
  initialRowCount,
  exampleRowCells,
  canRemoveRow,
} from './table-input.ts';
export { optionValue } from './options.ts';
export { measureText } from './text-measures.ts';
export type { TextMeasures } from './text-measures.ts';
export { countWords } from './word-count.ts';
export { coachLanguages, isCoachLanguage } from './language.ts';
export type { CoachLanguage } from './language.ts';
export { localizeHtml } from './i18n/localize.ts';
