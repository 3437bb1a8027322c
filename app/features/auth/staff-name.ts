import { requiredText } from "~/lib/form-rules";

const staffNameMessage = "Informe seu nome.";

/** A staff member's name as invitations, the activity log and the team screen show it. */
export const staffNameSchema = requiredText(staffNameMessage, 120);
