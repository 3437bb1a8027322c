import { getDashboardStats } from "~/features/dashboard/index.server";

export async function loader() {
  return Response.json(await getDashboardStats());
}
