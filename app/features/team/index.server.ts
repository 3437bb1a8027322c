export { invitationByLink, listInvitations } from "./invitations.server";
export { listTeam } from "./members.server";
export { teamAction } from "./team-action.server";
export { acceptInvitationAction } from "./accept-action.server";
