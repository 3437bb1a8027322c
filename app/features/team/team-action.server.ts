import { data } from "react-router";
import { recordActivity } from "~/features/activity/index.server";
import { issuePasswordResetLink, type StaffUser } from "~/features/auth/index.server";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { eq } from "drizzle-orm";
import { readFormData } from "~/lib/forms/form-action.server";
import { parseForm } from "~/lib/forms/parse-form";
import { logger } from "~/lib/logger.server";
import { createInvitation, revokeInvitation } from "./invitations.server";
import { awaitMailOutcome } from "~/features/notifications/index.server";
import { changeRole, deactivateMember, reactivateMember } from "./members.server";
import { inviteSchema, memberActionSchema, teamMessages, type MemberAction } from "./schema";
import type { TeamAnswer } from "./team-answer";

const invitationMailWaitMs = 8000;

const memberDone: Record<MemberAction["intent"], string> = {
  role: "Função alterada.",
  deactivate: "Conta desativada. As sessões abertas foram encerradas.",
  reactivate: "Conta reativada.",
  revoke: "Convite cancelado.",
  "reset-link": "Link para redefinir a senha gerado. Ele vale 1 hora e pode ser usado uma única vez.",
};

/** A reset link for a member who lost their password, handed over by the administrator. */
async function resetLinkFor(userId: string) {
  const issued = await issuePasswordResetLink(userId);
  if (!issued.ok) return issued;
  const [member] = await db().select({ name: users.name }).from(users).where(eq(users.id, userId));
  await recordActivity(db(), { entity: "member", entityId: userId, action: "reset-link-issued", label: member?.name });
  return { ok: true as const, resetLink: { url: issued.url, expiresAt: issued.expiresAt.toISOString() } };
}

async function applyMemberAction(action: MemberAction, actor: StaffUser) {
  switch (action.intent) {
    case "role":
      return changeRole(action.userId, action.role);
    case "deactivate":
      return deactivateMember(action.userId, actor.id);
    case "reactivate":
      return reactivateMember(action.userId);
    case "reset-link":
      return resetLinkFor(action.userId);
    case "revoke":
      return (await revokeInvitation(action.invitationId))
        ? { ok: true as const }
        : { ok: false as const, status: 404, message: teamMessages.invitationNotFound };
  }
}

/**
 * The team screen's posts: an invitation (a form with its fields' errors), or a change to a
 * member or an invitation (one button each). Each answers on the page, with or without scripts.
 */
export async function teamAction(request: Request, actor: StaffUser) {
  const formData = await readFormData(request);
  if (formData.get("intent") === "invite") {
    const submission = parseForm(formData, inviteSchema);
    if (submission.status !== "success") return data<TeamAnswer>({ intent: "invite", result: submission.reply() }, { status: 400 });
    const created = await createInvitation({ ...submission.value, invitedBy: actor.id });
    if (!created.ok) {
      return data<TeamAnswer>(
        { intent: "invite", result: submission.reply({ fieldErrors: { email: [created.message] } }) },
        { status: created.status },
      );
    }
    // The administrator waits for the e-mail (a few seconds at most): the screen tells whether it went.
    const mail = created.mailId ? await awaitMailOutcome(created.mailId, invitationMailWaitMs) : "disabled";
    logger.info({ event: "staff_invited", invitationId: created.id, role: created.role }, "staff member invited");
    return data<TeamAnswer>({
      intent: "invite",
      result: { ...submission.reply({ resetForm: true }), status: "success" },
      invitation: { email: created.email, url: created.url, mail, replaced: created.replaced },
    });
  }
  const parsed = memberActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return data<TeamAnswer>(
      { intent: "member", ok: false, message: parsed.error.issues[0]?.message ?? teamMessages.memberNotFound },
      { status: 400 },
    );
  }
  const outcome = await applyMemberAction(parsed.data, actor);
  if (!outcome.ok) return data<TeamAnswer>({ intent: "member", ok: false, message: outcome.message }, { status: outcome.status });
  return data<TeamAnswer>({
    intent: "member",
    ok: true,
    message: memberDone[parsed.data.intent],
    userId: "userId" in parsed.data ? parsed.data.userId : undefined,
    resetLink: "resetLink" in outcome ? outcome.resetLink : undefined,
  });
}
