import crypto from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { isStaffRole, type StaffRole } from "~/features/auth";
import { auth } from "~/features/auth/index.server";
import { config } from "~/config/env.server";
import { recordActivity } from "~/features/activity/index.server";
import { db } from "~/db/client.server";
import { accounts, staffInvitations, users } from "~/db/schema";
import { mailConfigured } from "~/features/notifications/index.server";
import { enqueueInvitationMail } from "./invitation-mail.server";
import { teamMessages } from "./schema";

/** How long an invitation's link opens the form. */
export const invitationLifetimeMs = 48 * 60 * 60 * 1000;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const invitationPath = (token: string) => `/admin/invitation/${token}`;

export type PendingInvitation = { id: string; email: string; role: StaffRole; invitedBy: string | null; expiresAt: string };

type Created =
  | { ok: true; id: string; url: string; email: string; role: StaffRole; expiresAt: Date; mailId: string | null }
  | { ok: false; status: number; message: string };

/**
 * A new invitation and its link. The token is shown once, to the administrator and in the
 * e-mail; the database keeps only its hash. A newer invitation to the same e-mail replaces
 * the pending one. With SMTP configured, its e-mail is written to the outbox with it.
 */
export async function createInvitation(input: { email: string; role: StaffRole; invitedBy: string }, now = new Date()): Promise<Created> {
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) return { ok: false, status: 409, message: teamMessages.emailTaken };
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + invitationLifetimeMs);
  const url = `${config().publicUrl}${invitationPath(token)}`;
  const { row, mailId } = await db().transaction(async (tx) => {
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.email, input.email), isNull(staffInvitations.acceptedAt)));
    const created = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: input.role,
        tokenHash: hashOf(token),
        invitedBy: input.invitedBy,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: staffInvitations.id });
    await recordActivity(tx, { entity: "invitation", entityId: created[0]!.id, action: "invited", label: input.email, fields: ["role"] });
    const mail = mailConfigured() ? await enqueueInvitationMail(tx, { ...input, url, expiresAt }) : null;
    return { row: created[0]!, mailId: mail };
  });
  return { ok: true, id: row.id, url, email: input.email, role: input.role, expiresAt, mailId };
}

/** Invitations not yet accepted, expired ones included so the administrator sees them lapse. */
export async function listInvitations(): Promise<PendingInvitation[]> {
  const rows = await db()
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: users.name,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(isNull(staffInvitations.acceptedAt))
    .orderBy(desc(staffInvitations.createdAt));
  return rows.map((row) => ({ ...row, role: isStaffRole(row.role) ? row.role : "editor", expiresAt: row.expiresAt.toISOString() }));
}

export async function revokeInvitation(id: string) {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .returning({ email: staffInvitations.email });
    if (removed) await recordActivity(tx, { entity: "invitation", entityId: id, action: "invitation-revoked", label: removed.email });
    return removed !== undefined;
  });
}

/** The invitation a link opens, while it is unused and within its 48 hours. */
export async function findOpenInvitation(token: string, now = new Date()) {
  const [row] = await db()
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashOf(token)), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)));
  return row && isStaffRole(row.role) ? { ...row, role: row.role } : null;
}

type Accepted = { ok: true; email: string } | { ok: false; status: number; message: string };

/**
 * The invitee's account, made from an open invitation, which is spent in the same step: a
 * second use of the link, even at the same moment, finds it taken.
 */
export async function acceptInvitation(token: string, input: { name: string; password: string }, now = new Date()): Promise<Accepted> {
  const context = await auth().$context;
  const hash = await context.password.hash(input.password);
  return db().transaction(async (tx) => {
    const open = and(
      eq(staffInvitations.tokenHash, hashOf(token)),
      isNull(staffInvitations.acceptedAt),
      gt(staffInvitations.expiresAt, now),
    );
    const [pending] = await tx.select({ email: staffInvitations.email }).from(staffInvitations).where(open);
    if (!pending) return { ok: false, status: 410, message: teamMessages.invitationInvalid };
    // Someone may have made the account another way (the command line) since the invitation.
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
    if (taken) return { ok: false, status: 409, message: teamMessages.emailTaken };
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(open)
      .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
    if (!invitation || !isStaffRole(invitation.role)) return { ok: false, status: 410, message: teamMessages.invitationInvalid };
    const userId = crypto.randomUUID();
    await tx.insert(users).values({ id: userId, name: input.name, email: invitation.email, emailVerified: true, role: invitation.role });
    await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
    await recordActivity(tx, {
      entity: "invitation",
      entityId: invitation.id,
      action: "invitation-accepted",
      label: invitation.email,
      actorId: userId,
    });
    return { ok: true, email: invitation.email };
  });
}
