import crypto from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { isStaffRole, type StaffRole } from "~/features/auth";
import { auth } from "~/features/auth/index.server";
import { config } from "~/config/env.server";
import { recordActivity } from "~/features/activity/index.server";
import { db, type Database, type Transaction } from "~/db/client.server";
import { accounts, staffInvitations, users } from "~/db/schema";
import { refuse, type ActionResult } from "~/lib/action-result";
import { mailConfigured } from "~/features/notifications/index.server";
import { enqueueInvitationMail } from "./invitation-mail.server";
import { invitationClosedMessages, type InvitationClosedReason } from "./invitation-state";
import { teamMessages } from "./schema";

/** How long an invitation's link opens the form. */
export const invitationLifetimeMs = 48 * 60 * 60 * 1000;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const invitationPath = (token: string) => `/admin/invitation/${token}`;

export type PendingInvitation = { id: string; email: string; role: StaffRole; invitedBy: string | null; expiresAt: string };

/** Neither accepted, replaced nor revoked: still the administrator's to follow. */
const notClosed = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.replacedAt), isNull(staffInvitations.revokedAt));

type Created = ActionResult<{
  id: string;
  url: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  mailId: string | null;
  replaced: boolean;
}>;

/**
 * A new invitation and its link. The token is shown once, to the administrator and in the
 * e-mail; the database keeps only its hash. A newer invitation to the same e-mail replaces
 * the pending one, whose row is marked so its link says why. With SMTP configured, its e-mail is written to the outbox with it.
 */
export async function createInvitation(input: { email: string; role: StaffRole; invitedBy: string }, now = new Date()): Promise<Created> {
  const [existing] = await db().select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) return refuse(409, teamMessages.emailTaken, { email: teamMessages.emailTaken });
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + invitationLifetimeMs);
  const url = `${config().publicUrl}${invitationPath(token)}`;
  const { row, mailId, replaced } = await db().transaction(async (tx) => {
    const earlier = await tx
      .update(staffInvitations)
      .set({ replacedAt: now })
      .where(and(eq(staffInvitations.email, input.email), notClosed))
      .returning({ id: staffInvitations.id });
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
    return { row: created[0]!, mailId: mail, replaced: earlier.length > 0 };
  });
  return { ok: true, id: row.id, url, email: input.email, role: input.role, expiresAt, mailId, replaced };
}

/** Invitations not yet accepted, replaced or revoked; expired ones included so the administrator sees them lapse. */
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
    .where(notClosed)
    .orderBy(desc(staffInvitations.createdAt));
  return rows.map((row) => ({ ...row, role: isStaffRole(row.role) ? row.role : "editor", expiresAt: row.expiresAt.toISOString() }));
}

export async function revokeInvitation(id: string, now = new Date()) {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(and(eq(staffInvitations.id, id), notClosed))
      .returning({ email: staffInvitations.email });
    if (removed) await recordActivity(tx, { entity: "invitation", entityId: id, action: "invitation-revoked", label: removed.email });
    return removed !== undefined;
  });
}

/** Where an invitation's link stands: open, with whom and which role it is for, or why not. */
type LinkState = { open: true; email: string; role: StaffRole } | { open: false; reason: InvitationClosedReason };

type LinkRow = { acceptedAt: Date | null; replacedAt: Date | null; revokedAt: Date | null; expiresAt: Date };

/** Why a link no longer opens: what ended it first (an invitation cancelled after it lapsed had expired). */
function closedReason(row: LinkRow, now: Date): InvitationClosedReason | null {
  const endings: [InvitationClosedReason, Date | null][] = [
    ["used", row.acceptedAt],
    ["replaced", row.replacedAt],
    ["revoked", row.revokedAt],
    ["expired", row.expiresAt <= now ? row.expiresAt : null],
  ];
  const happened = endings.filter((ending): ending is [InvitationClosedReason, Date] => ending[1] !== null);
  return happened.sort((a, b) => a[1].getTime() - b[1].getTime())[0]?.[0] ?? null;
}

async function readLink(executor: Database | Transaction, token: string, now: Date): Promise<LinkState> {
  const [row] = await executor
    .select({
      email: staffInvitations.email,
      role: staffInvitations.role,
      acceptedAt: staffInvitations.acceptedAt,
      replacedAt: staffInvitations.replacedAt,
      revokedAt: staffInvitations.revokedAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashOf(token)));
  if (!row || !isStaffRole(row.role)) return { open: false, reason: "unknown" };
  const reason = closedReason(row, now);
  return reason ? { open: false, reason } : { open: true, email: row.email, role: row.role };
}

/** What a link opens: the invitation while it is unused, the newest and within its 48 hours; else why not. */
export function invitationByLink(token: string, now = new Date()) {
  return readLink(db(), token, now);
}

/**
 * The invitee's account, made from an open invitation, which is spent in the same step: a
 * second use of the link, even at the same moment, finds it taken.
 */
export async function acceptInvitation(
  token: string,
  input: { name: string; password: string },
  now = new Date(),
): Promise<ActionResult<{ email: string }>> {
  const context = await auth().$context;
  const hash = await context.password.hash(input.password);
  return db().transaction(async (tx) => {
    const open = and(eq(staffInvitations.tokenHash, hashOf(token)), notClosed, gt(staffInvitations.expiresAt, now));
    const link = await readLink(tx, token, now);
    if (!link.open) return { ok: false, status: 410, message: invitationClosedMessages[link.reason].text };
    const pending = link;
    // Someone may have made the account another way (the command line) since the invitation.
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
    if (taken) return { ok: false, status: 409, message: teamMessages.emailTaken };
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(open)
      .returning({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role });
    if (!invitation || !isStaffRole(invitation.role)) return { ok: false, status: 410, message: invitationClosedMessages.used.text };
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
