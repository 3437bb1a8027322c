import { getDashboardStats } from "~/features/dashboard/stats.server";

export async function loader() {
  return Response.json(await getDashboardStats());
}
