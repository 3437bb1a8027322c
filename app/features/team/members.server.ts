import { and, asc, eq, sql } from "drizzle-orm";
import { isStaffRole, type StaffRole } from "~/features/auth";
import { auth } from "~/features/auth/index.server";
import { recordActivity } from "~/features/activity/index.server";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { refuse, type ActionResult } from "~/lib/action-result";
import { teamMessages } from "./schema";

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
};

/** Everyone with an account, active first, then by name. */
export async function listTeam(): Promise<TeamMember[]> {
  const rows = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      active: users.active,
      twoFactorEnabled: users.twoFactorEnabled,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .orderBy(sql`${users.active} desc`, asc(users.name), asc(users.email));
  return rows.map((row) => ({
    ...row,
    role: isStaffRole(row.role) ? row.role : "editor",
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  }));
}

type Change = { role?: StaffRole; active?: boolean };

/**
 * A member's role or activity, changed unless it would leave the team without an active
 * administrator. The active administrators' rows are locked first, so two administrators
 * demoting each other at the same moment cannot both succeed.
 */
async function changeMember(userId: string, change: Change): Promise<ActionResult> {
  const outcome = await db().transaction(async (tx) => {
    const administrators = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "administrador"), eq(users.active, true)))
      .for("update");
    const [member] = await tx
      .select({ name: users.name, role: users.role, active: users.active })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!member) return refuse(404, teamMessages.memberNotFound);
    const staysAdministrator = (change.role ?? member.role) === "administrador" && (change.active ?? member.active);
    const isActiveAdministrator = administrators.some((administrator) => administrator.id === userId);
    if (isActiveAdministrator && !staysAdministrator && administrators.length <= 1) return refuse(409, teamMessages.lastAdministrator);
    await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const action = change.role !== undefined ? "role-changed" : change.active ? "reactivated" : "deactivated";
    await recordActivity(tx, { entity: "member", entityId: userId, action, label: member.name, fields: Object.keys(change) });
    return { ok: true } as const;
  });
  // A deactivated account's sessions end now, not at their expiry.
  if (outcome.ok && change.active === false) await (await auth().$context).internalAdapter.deleteUserSessions(userId);
  return outcome;
}

export function changeRole(userId: string, role: StaffRole) {
  return changeMember(userId, { role });
}

export function deactivateMember(userId: string, actingUserId: string) {
  if (userId === actingUserId) return Promise.resolve(refuse(400, teamMessages.notOwnAccount));
  return changeMember(userId, { active: false });
}

export function reactivateMember(userId: string) {
  return changeMember(userId, { active: true });
}
