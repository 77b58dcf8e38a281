// The sharing API (docs/sharing.md): read-only
// links to a past exercise or analysis, their expiry and revocation, and the public view of a
// shared record. The server declares these as its route schemas; the web app takes its types
// from here.
import { z } from 'zod';
import { taskDetailSchema, taskTypeSchema } from './account-api.ts';
import { SHARE_MAX_EXPIRY_DAYS } from './share-settings.ts';

export {
  SHARE_COPIED_MS,
  SHARE_ERROR_CODES,
  SHARE_EXPIRY_CHOICES,
  SHARE_MAX_EXPIRY_DAYS,
  SHARE_PATH_PREFIX,
} from './share-settings.ts';

/**
 * A task id as its owner sees it: the row's uuid (Your Tasks, the De-Jargonizer's Grade reply)
 * or an exercise reply's signed taskId, "<uuid>.<signature>".
 */
export const shareTaskIdSchema = z.string().min(1).max(200);

export const createShareBodySchema = z.object({
  taskType: taskTypeSchema,
  taskId: shareTaskIdSchema,
  /** Days until the link stops working; omitted or null: it never expires. */
  expiresInDays: z.number().int().min(1).max(SHARE_MAX_EXPIRY_DAYS).nullable().optional(),
});
export type CreateShareBody = z.infer<typeof createShareBodySchema>;

export const shareSchema = z.object({
  /** The token in the link: at least 128 random bits, base64url. */
  token: z.string(),
  /** The whole link, {origin}/share/{token}. */
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Share = z.infer<typeof shareSchema>;

export const createShareReplySchema = shareSchema;

export const listSharesQuerySchema = z.object({
  taskType: taskTypeSchema,
  taskId: shareTaskIdSchema,
});

/** The owner's live shares of one task (neither revoked nor expired), newest first. */
export const listSharesReplySchema = z.object({ shares: z.array(shareSchema) });

export const shareTokenParamsSchema = z.object({ token: z.string().max(200) });

/**
 * A shared record as anyone with the link sees it: the task's type, label and date and its
 * read-only conversation or De-Jargonizer record. Nothing about its owner (e-mail, id,
 * demographics) and not the row's id.
 */
export const sharedTaskSchema = taskDetailSchema.omit({ id: true });
export type SharedTask = z.infer<typeof sharedTaskSchema>;

export const sharedTaskReplySchema = z.object({ task: sharedTaskSchema });
