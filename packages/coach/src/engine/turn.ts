// One turn of the engine as it runs (engine.ts): the history's fields and stage as they change,
// the bot's messages said so far, leaving a stage after a valid answer, and asking the coach.
import { isFeedbackDraft, isFiguresDraft, isTableDraft, type BotMessageDraft, type ChatMessage } from './chat-message.ts';
import type { Coach, Feedback } from './coach.ts';
import { remarksOfMessages } from '../kinds/mark-remarks.ts';
import { askedBefore } from './asked-before.ts';
import type { CoachLanguage } from '../i18n/language.ts';
import { renderChatText, renderSaid } from '../chat/render.ts';
import { declaredFields } from './history.ts';
import type { History, HistoryFields } from './history.ts';
import type { AnswerContext, ExerciseScript, Stage, StageFeedback } from './script.ts';

export interface TurnResult {
  /** The bot's messages of this turn, in order. */
  messages: ChatMessage[];
  updatedHistory: History;
  /** Whether the student's answer was taken (the stage moved on); a refused one is not part of the record. */
  answerTaken: boolean;
}

export interface TurnOptions {
  now?: () => Date;
  newId?: () => string;
  /** The site's language, for the bot's messages and the coach; English when absent. */
  language?: CoachLanguage;
  /** The writer's key terms (FeedbackRequest.keyTerms): sent with each turn, not kept in the history. */
  keyTerms?: readonly string[];
  /** The conversation the client sent: the coach's earlier questions and the answers (asked-before.ts). */
  conversation?: readonly ChatMessage[];
}

function stageAt(script: ExerciseScript, index: number): Stage {
  const stage = script.stages[index];
  // A script whose next stage does not exist is a programming error, not bad input.
  if (!stage) throw new Error(`Script ${script.id} has no stage ${index}.`);
  return stage;
}

function toChatMessage(draft: BotMessageDraft, id: string, language: CoachLanguage): ChatMessage {
  // The coach's feedback is in the language already (it renders its findings in it).
  if (isFiguresDraft(draft)) return { id, text: draft.text, isStudent: false, inputType: 'text', figures: true };
  if (isFeedbackDraft(draft)) {
    return { id, text: draft.text, isStudent: false, inputType: 'text', ...(draft.remarks.length > 0 ? { remarks: draft.remarks } : {}) };
  }
  if (!isTableDraft(draft)) return { id, text: renderChatText(draft, language), isStudent: false, inputType: 'text' };
  const { text, tableHeaders, exampleRow, ...table } = draft;
  return {
    id,
    isStudent: false,
    ...table,
    text: renderChatText(text, language),
    // A table's headers and example row are shown in the language too (and its headers come
    // back as the answer's header row).
    tableHeaders: tableHeaders.map((header) => renderSaid(header, language)),
    ...(exampleRow ? { exampleRow: exampleRow.map((cell) => renderChatText(cell, language)) } : {}),
  };
}

export class Turn {
  readonly script: ExerciseScript;
  fields: HistoryFields;
  stageIndex: number;
  readonly now: Date;
  private readonly coach: Coach;
  private readonly options: TurnOptions;
  private readonly drafts: BotMessageDraft[] = [];
  /** The text the coach judged last (askCoach): its findings' spans are offsets into it. */
  private judgedText = '';
  private advanced = false;

  constructor(script: ExerciseScript, history: History, coach: Coach, options: TurnOptions) {
    this.script = script;
    this.coach = coach;
    this.options = options;
    this.now = options.now?.() ?? new Date();
    this.fields = { ...declaredFields(history.fields, script.fields), ...script.fixedFields };
    this.stageIndex = history.currentStage;
  }

  /** The current stage. */
  stage(): Stage {
    return stageAt(this.script, this.stageIndex);
  }

  /** What the bot says on entering a stage, with the fields as they stand. */
  promptOf(stage: Stage): BotMessageDraft[] {
    return typeof stage.prompt === 'function' ? stage.prompt({ fields: this.fields, now: this.now }) : [...stage.prompt];
  }

  say(...drafts: BotMessageDraft[]): void {
    this.drafts.push(...drafts);
  }

  /** Says the coach's feedback on the answer kept in `field`, each line marked with its finding (mark-remarks.ts). */
  sayFeedback(feedback: Feedback, field: string): void {
    if (feedback.source === 'neutral') {
      this.say(...feedback.messages);
      return;
    }
    // The figures first, with the version they measure; then the coach's remarks on it.
    if (feedback.figures !== undefined) this.say({ text: feedback.figures, figures: true });
    const place = { stage: this.stageIndex, field, judgedText: this.judgedText, language: this.options.language ?? 'en' };
    const remarks = remarksOfMessages(feedback.messages, feedback.findings, place);
    this.say(...feedback.messages.map((text, index) => ({ text, remarks: remarks[index] ?? [] })));
  }

  finish(): TurnResult {
    const newId = this.options.newId ?? (() => crypto.randomUUID());
    return {
      messages: this.drafts.map((draft) => toChatMessage(draft, newId(), this.options.language ?? 'en')),
      updatedHistory: { currentStage: this.stageIndex, fields: this.fields },
      answerTaken: this.advanced,
    };
  }

  /** Leaves the stage after a valid answer: stores, replies, and enters the next stage that waits for input. */
  advance(answer: string, choice: AnswerContext['choice'], extra: Pick<AnswerContext, 'table'> = {}): void {
    const { script, now } = this;
    this.advanced = true;
    for (let steps = 0; steps < script.stages.length; steps += 1) {
      const stage = this.stage();
      const context: AnswerContext = { fields: this.fields, now, answer, choice, ...extra };
      this.fields = { ...this.fields, ...stage.set?.(context), ...script.fixedFields };
      const updated: AnswerContext = { ...context, fields: this.fields };
      this.say(...(stage.reply?.(updated) ?? []));
      const next = typeof stage.next === 'function' ? stage.next(updated) : (stage.next ?? this.stageIndex + 1);
      const nextStage = stageAt(script, next);
      this.stageIndex = next;
      this.say(...this.promptOf(nextStage));
      if (nextStage.input.kind !== 'none') return;
      answer = '';
      choice = null;
      extra = {};
    }
    throw new Error(`Script ${script.id} loops through stages that wait for no input.`);
  }

  /** The coach's feedback on a text; a question about the student's own text (subject) names the text judged. */
  askCoach(
    spec: StageFeedback,
    text: string,
    range: { min: number; max: number } | null,
    answerContext?: AnswerContext,
    outOfRange = false,
  ): Promise<Feedback> {
    const { script, fields, options } = this;
    const target = spec.targetWords;
    const readers = script.readers?.(fields) ?? null;
    const readersDescription = script.readersDescription?.(fields) ?? null;
    const subject = answerContext ? spec.subject?.(answerContext) : undefined;
    this.judgedText = subject?.text ?? text;
    return this.coach.feedback({
      exercise: script.id,
      stage: this.stageIndex,
      task: spec.task,
      text: subject?.text ?? text,
      audience: script.audience?.(fields) ?? null,
      focus: spec.focus,
      ...(target === undefined || range === null ? {} : { words: { target, min: range.min, max: range.max } }),
      ...(spec.aiTask ? { aiTask: spec.aiTask } : {}),
      ...(spec.finalVersion ? { finalVersion: true } : {}),
      ...(spec.lessonGiven ? { lessonGiven: true } : {}),
      ...(spec.context ? { context: spec.context(fields) } : {}),
      ...(readers ? { readers } : {}),
      ...(readersDescription && readersDescription !== readers ? { readersDescription } : {}),
      ...(script.specialistReaders?.(fields) ? { specialistReaders: true } : {}),
      ...(script.researchReaders?.(fields) ? { researchReaders: true } : {}),
      ...(subject ? { question: subject.question } : {}),
      ...(outOfRange ? { outOfRange: true } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.keyTerms?.length ? { keyTerms: options.keyTerms } : {}),
      ...(options.conversation?.length ? { asked: askedBefore(options.conversation, subject?.text ?? text) } : {}),
    });
  }
}
