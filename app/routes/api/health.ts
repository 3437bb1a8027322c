import { checkHealth } from "~/platform/operations/index.server";

/** GET /api/health — for load balancers and monitors: 200 when this instance can serve, 503 otherwise. */
export async function loader() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
