import { parseArgs } from "node:util";
import { createOrResetStaff } from "~/features/auth/index.server";
import { withDatabase } from "./with-database";

const usage = 'Uso: npm run create-admin -- --email <e-mail> --password <senha> [--name "Nome Sobrenome"]';

let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
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
  const result = await createOrResetStaff({ email: values.email!, password: values.password!, name: values.name });
  const email = values.email!.trim().toLowerCase();
  if (result.action === "created") console.log(`Conta criada para ${email}.`);
  else if (result.twoFactorTurnedOff)
    console.log(`Senha redefinida para ${email}; as sessões abertas foram encerradas e a verificação em duas etapas foi desativada.`);
  else console.log(`Senha redefinida para ${email}; as sessões abertas foram encerradas.`);
  if (result.action === "reset" && values.name) console.log(`Nome: ${values.name.trim()}.`);
});
