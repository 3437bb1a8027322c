import { data, useNavigation } from "react-router";
import { MeetingHoldView } from "~/features/leads";
import { confirmHoldPage, holdPage, holdPageHeaders } from "~/features/leads/index.server";
import type { Route } from "./+types/meeting-hold";

export const meta: Route.MetaFunction = () => [{ title: "Confirmação de reunião" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: Route.HeadersFunction = () => holdPageHeaders;

export async function loader({ params }: Route.LoaderArgs) {
  return data(await holdPage(params.token), { headers: holdPageHeaders });
}

export async function action({ params }: Route.ActionArgs) {
  const answer = await confirmHoldPage(params.token);
  return data(answer, { status: answer.page.state === "confirmed" ? 200 : 410, headers: holdPageHeaders });
}

export default function MeetingHold({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const { page, company } = actionData ?? loaderData;
  return <MeetingHoldView page={page} company={company} submitting={submitting} />;
}
