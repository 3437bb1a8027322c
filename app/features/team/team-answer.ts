import type { ActionAnswer, ActionResult } from "~/lib/action-result";

/** What became of the invitation's e-mail while the administrator waited; 'pending' is still in the outbox. */
type InvitationMailOutcome = "sent" | "disabled" | "failed" | "pending";

export type InvitationLink = { email: string; url: string; mail: InvitationMailOutcome; replaced: boolean };

/** The team screen's answer: beside the message, a new invitation's link or a member's reset link. */
export type TeamAnswer = ActionAnswer<
  string | null,
  ActionResult<{ invitation?: InvitationLink; resetLink?: { url: string; expiresAt: string } }>
>;
