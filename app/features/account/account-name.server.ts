import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { formAction } from "~/lib/forms/form-action.server";
import { accountNameSchema } from "./schema";

/** The signed-in staff member's own name: 'Minha conta' changes no one else's. */
export function accountNameAction(request: Request, userId: string) {
  return formAction(request, accountNameSchema, async ({ name }) => {
    await db().update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
    return { ok: true };
  });
}
