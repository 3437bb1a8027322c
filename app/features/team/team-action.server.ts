import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { issuePasswordResetLink, type StaffUser } from "~/features/auth/index.server";
import { awaitMailOutcome } from "~/features/notifications/index.server";
import { refuse, type ActionResult } from "~/lib/action-result";
import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { logger } from "~/lib/logger.server";
import { createInvitation, revokeInvitation } from "./invitations.server";
import { changeRole, deactivateMember, reactivateMember } from "./members.server";
import { inviteSchema, memberSchema, revokeSchema, roleChangeSchema, teamMessages } from "./schema";
import type { InvitationLink } from "./team-answer";

const invitationMailWaitMs = 8000;

/** 'Convidar': the invitation and its link; the administrator waits for the e-mail (a few seconds at most), so the screen tells whether it went. */
async function invite(
  input: { email: string; role: StaffUser["role"] },
  actor: StaffUser,
): Promise<ActionResult<{ invitation: InvitationLink }>> {
  const created = await createInvitation({ ...input, invitedBy: actor.id });
  if (!created.ok) return created;
  const mail = created.mailId ? await awaitMailOutcome(created.mailId, invitationMailWaitMs) : "disabled";
  logger.info({ event: "staff_invited", invitationId: created.id, role: created.role }, "staff member invited");
  return { ok: true, invitation: { email: created.email, url: created.url, mail, replaced: created.replaced } };
}

/** A reset link for a member who lost their password, handed over by the administrator. */
async function resetLinkFor(userId: string): Promise<ActionResult<{ resetLink: { url: string; expiresAt: string } }>> {
  const issued = await issuePasswordResetLink(userId);
  if (!issued.ok) return issued;
  const [member] = await db().select({ name: users.name }).from(users).where(eq(users.id, userId));
  await recordActivity(db(), { entity: "member", entityId: userId, action: "reset-link-issued", label: member?.name });
  return { ok: true, resetLink: { url: issued.url, expiresAt: issued.expiresAt.toISOString() } };
}

async function revoke(invitationId: string): Promise<ActionResult> {
  return (await revokeInvitation(invitationId)) ? { ok: true } : refuse(404, teamMessages.invitationNotFound);
}

/**
 * The team screen's posts: an invitation (a form with its fields' errors), or a change to a
 * member or an invitation (one button each). Each answers on the page, with or without scripts;
 * a member's answer names the member, so only their card shows a reset link.
 */
export function teamAction(request: Request, actor: StaffUser) {
  return intentAction(
    request,
    {
      invite: intent(inviteSchema, (input) => invite(input, actor), { resetForm: true }),
      role: intent(roleChangeSchema, ({ userId, role }) => changeRole(userId, role), { done: "Função alterada." }),
      deactivate: intent(memberSchema, ({ userId }) => deactivateMember(userId, actor.id), {
        done: "Conta desativada. As sessões abertas foram encerradas.",
      }),
      reactivate: intent(memberSchema, ({ userId }) => reactivateMember(userId), { done: "Conta reativada." }),
      "reset-link": intent(memberSchema, ({ userId }) => resetLinkFor(userId), {
        done: "Link para redefinir a senha gerado. Ele vale 1 hora e pode ser usado uma única vez.",
      }),
      revoke: intent(revokeSchema, ({ invitationId }) => revoke(invitationId), { done: "Convite cancelado." }),
    },
    { item: "userId" },
  );
}
