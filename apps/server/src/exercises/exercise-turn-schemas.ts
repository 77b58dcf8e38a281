// The body and reply of every exercise call (docs/product.md §7): the whole history plus Messages
// in, messages + updatedHistory out. Shared by the exercise routes and the studies' participant
// routes; the public routes also answer the original's client in its own shape.
import { z } from 'zod';
import { coachLanguages, wireChatMessageSchema } from '@scicomm/coach';
import { keyTermsSchema } from '@scicomm/shared/de-jargonizer-api';

const looseScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** The request: the whole history object plus Messages (docs/product.md §7); read in either casing. */
export const exerciseTurnBodySchema = z
  .looseObject({
    currentStage: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .describe('The stage, a number or numeric string; missing means 0.'),
    isResearch: looseScalar
      .optional()
      .describe('true, or "true" / "1" / "yes": a research session (the name is asked first).'),
    language: z
      .enum(coachLanguages)
      .optional()
      .describe(
        "The site's language: the coach answers in it (en when missing). Not a history field: it is neither stored nor sealed.",
      ),
    keyTerms: keyTermsSchema
      .optional()
      .describe(
        "The writer's key terms (up to 5, 60 characters each): the coach's jargon remarks leave them out, as they leave out terms the text explains. Not a history field: sent with each turn, neither stored nor sealed.",
      ),
    Messages: z
      .union([z.array(z.record(z.string(), z.unknown())), z.string(), z.null()])
      .optional()
      .describe(
        "The conversation so far in wire casing (Id, Text, IsStudent, InputType …); the last one is the student's new message. Empty on load.",
      ),
    messages: z
      .union([z.array(z.record(z.string(), z.unknown())), z.string(), z.null()])
      .optional()
      .describe(
        "The conversation in camelCase, read when Messages is not sent. The original's client sends both: its transcript here and the same plus its new answer in Messages, which is then read (unless this is the longer); the original's public routes (api/{route} of each exercise) then answer in its shape (messages as HTML, the transcript in updatedHistory.messages).",
      ),
  })
  .describe(
    'The exercise history (its fields in camelCase, PascalCase or snake_case) plus Messages.',
  );

export const exerciseTurnReplySchema = z.object({
  messages: z.array(wireChatMessageSchema),
  updatedHistory: z
    .object({ currentStage: z.number().int().nonnegative() })
    .catchall(z.union([z.string(), z.number(), z.boolean()]))
    .describe("Replaces the client's history (messages excluded); taskId names the stored row."),
});

/**
 * The reply to the original's client (a body with both `messages` and `Messages`,
 * @scicomm/coach wire/original-client.ts): the bot's new messages as HTML, and the history with
 * the whole transcript, which it renders its chat from.
 */
export const originalClientTurnReplySchema = z
  .object({
    messages: z.array(z.string()).describe("The bot's new messages, as HTML."),
    updatedHistory: z
      .object({
        currentStage: z.number().int().nonnegative(),
        messages: z
          .array(z.object({ id: z.string(), text: z.string(), isStudent: z.boolean() }))
          .describe('The whole conversation, this turn included.'),
      })
      .catchall(z.union([z.string(), z.number(), z.boolean()]))
      .describe("Replaces the client's history; taskId names the stored row."),
  })
  .describe("The original's client's shape: sent when the body has both messages and Messages.");

/** What a public exercise route answers: ours, or the original's shape to the original's client. */
export const publicExerciseTurnReplySchema = z.union([exerciseTurnReplySchema, originalClientTurnReplySchema]);
