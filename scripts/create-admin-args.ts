import { parseArgs } from "node:util";

export const createAdminUsage = 'Uso: npm run create-admin -- --email <e-mail> --password <senha> [--name "Nome Sobrenome"]';

export type CreateAdminArgs = { email: string; password: string; name?: string };

/** The command's arguments, or undefined when they are not what the usage line says. */
export function createAdminArgs(argv: string[]): CreateAdminArgs | undefined {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      strict: true,
    });
    if (!values.email || !values.password) return undefined;
    return { email: values.email, password: values.password, name: values.name };
  } catch {
    return undefined;
  }
}

type Outcome = { action: "created" | "reset"; twoFactorTurnedOff?: boolean };

/** What the command prints once the account is saved. */
export function createAdminReport(args: CreateAdminArgs, outcome: Outcome): string[] {
  const email = args.email.trim().toLowerCase();
  if (outcome.action === "created") return [`Conta criada para ${email}.`];
  const lines = [
    outcome.twoFactorTurnedOff
      ? `Senha redefinida para ${email}; as sessões abertas foram encerradas e a verificação em duas etapas foi desativada.`
      : `Senha redefinida para ${email}; as sessões abertas foram encerradas.`,
  ];
  if (args.name) lines.push(`Nome: ${args.name.trim()}.`);
  return lines;
}
