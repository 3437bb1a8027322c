import type { SubmissionResult } from "@conform-to/react";

/** What became of the invitation's e-mail while the administrator waited; 'pending' is still in the outbox. */
type InvitationMailOutcome = "sent" | "disabled" | "failed" | "pending";

/** What the team screen's action answers: the invitation form's result and link, or a member change's message. */
export type TeamAnswer =
  | {
      intent: "invite";
      result: SubmissionResult<string[]>;
      invitation?: { email: string; url: string; mail: InvitationMailOutcome; replaced: boolean };
    }
  | { intent: "member"; ok: boolean; message: string; userId?: string; resetLink?: { url: string; expiresAt: string } };
