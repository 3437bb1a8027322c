import { waitingLeadsData } from "~/features/reminders/index.server";

export async function loader() {
  return Response.json(await waitingLeadsData());
}
