import { parseArgs } from "node:util";
import { createOrResetStaff } from "~/features/auth/staff-accounts.server";
import { withDatabase } from "./with-database";

const usage = "Uso: npm run create-admin -- --email <email> --password <senha>";

let values: { email?: string; password?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" } },
    strict: true,
  }));
} catch {
  console.error(usage);
  process.exit(1);
}

if (!values.email || !values.password) {
  console.error(usage);
  process.exit(1);
}

await withDatabase("npm run create-admin", async () => {
  const result = await createOrResetStaff({ email: values.email!, password: values.password! });
  console.log(
    result.action === "created"
      ? `Conta criada para ${values.email!.trim().toLowerCase()}.`
      : `Senha redefinida para ${values.email!.trim().toLowerCase()}; as sessões abertas foram encerradas.`,
  );
});
