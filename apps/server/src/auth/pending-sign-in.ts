// The account a two-factor code is for, found as the library finds it: a signed-in session
// (turning two-factor on), else the signed cookie of a password sign-in waiting for its code.
import { getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';

export type MiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The library's cookie of a password sign-in waiting for its second factor. */
const PENDING_COOKIE = 'two_factor';

/** The user id, or undefined when there is neither (the library then refuses the request itself). */
export async function pendingSignInUserId(ctx: MiddlewareContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx, { disableRefresh: true });
  if (session?.user.id) return session.user.id;
  const pending = await ctx.getSignedCookie(ctx.context.createAuthCookie(PENDING_COOKIE).name, ctx.context.secret);
  return pending ? (await ctx.context.internalAdapter.findVerificationValue(pending))?.value : undefined;
}
