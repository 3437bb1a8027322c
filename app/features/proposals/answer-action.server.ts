import { data } from "react-router";
import { readFormData } from "~/lib/forms/form-action.server";
import { parseForm } from "~/lib/forms/parse-form";
import { nulCharacterMessage, pathOfNulCharacter } from "~/lib/validation";
import type { PostedAnswer } from "./components/public-proposal-view";
import { answerProposal, proposalPage, proposalPageHeaders, type ProposalPage } from "./public.server";
import { proposalAnswerSchema } from "./schema";

type Answered = ProposalPage & { posted: PostedAnswer };

/**
 * The customer's post: 'Aprovar' or 'Recusar', checked with the form's schema, limited per
 * address, answered on the page with or without scripts.
 */
export async function publicAnswerAction(request: Request, token: string, clientIp: string) {
  const formData = await readFormData(request);
  const intentValue = formData.get("intent");
  const intent = intentValue === "aprovar" || intentValue === "recusar" ? intentValue : null;
  const submission = parseForm(formData, proposalAnswerSchema);
  const hasNul = pathOfNulCharacter(formData) !== undefined;
  if (submission.status !== "success" || hasNul) {
    const result = hasNul ? submission.reply({ formErrors: [nulCharacterMessage] }) : submission.reply();
    return data<Answered>({ ...(await proposalPage(token)), posted: { intent, result } }, { status: 400, headers: proposalPageHeaders });
  }
  const answer = await answerProposal(token, submission.value, clientIp);
  if (!answer.ok) {
    const result = submission.reply({ formErrors: [answer.message] });
    return data<Answered>({ ...answer.page, posted: { intent, result } }, { status: answer.status, headers: proposalPageHeaders });
  }
  return data<Answered>({ ...answer.page, posted: { intent, result: { status: "success" } } }, { headers: proposalPageHeaders });
}
