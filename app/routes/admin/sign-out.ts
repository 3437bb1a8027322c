import { redirect } from "react-router";
import { signOut } from "~/features/auth/index.server";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/admin");
}
