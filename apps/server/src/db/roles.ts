// The roles of `user_roles` (docs/research.md, docs/exercises.md "Reporting a wrong remark"):
// a researcher reaches the research pages and studies, an admin the reports of coach remarks.
// Only the operator's command line grants or revokes one (admin-cli.ts); who may do what with a
// role is permissions/'s.
import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { user, userRoles } from './schema.ts';

export const RESEARCHER_ROLE = 'researcher';
export const ADMIN_ROLE = 'admin';
export type Role = typeof RESEARCHER_ROLE | typeof ADMIN_ROLE;

export async function hasRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return row !== undefined;
}

/** Grants the role; false when the user already had it. */
export async function insertRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

/** Takes the role away; false when the user did not have it. */
export async function deleteRole(db: Executor, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export interface RoleHolder {
  email: string;
  name: string;
  grantedAt: Date;
}

/** Everybody with the role, by e-mail. */
export async function listRoleHolders(db: Executor, role: Role): Promise<RoleHolder[]> {
  return db
    .select({ email: user.email, name: user.name, grantedAt: userRoles.grantedAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, role))
    .orderBy(asc(user.email));
}

export interface RoleGrant extends RoleHolder {
  role: Role;
}

/** Every role of every account that holds one, by e-mail, then role. */
export async function listRoleGrants(db: Executor): Promise<RoleGrant[]> {
  const rows = await db
    .select({ email: user.email, name: user.name, role: userRoles.role, grantedAt: userRoles.grantedAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .orderBy(asc(user.email), asc(userRoles.role));
  return rows as RoleGrant[];
}

/** SQL: whether the user in `userId` (a column or a value) holds the role now. */
export function holdsRole(userId: AnyColumn | string, role: Role) {
  return sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = ${role})`;
}
