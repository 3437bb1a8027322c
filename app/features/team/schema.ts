import { z } from "~/lib/zod";
import { newPasswordSchema, staffRoles, type StaffRole } from "~/features/auth";
import { requiredText } from "~/lib/form-rules";

export const roleLabels: Record<StaffRole, string> = {
  administrador: "Administrador",
  editor: "Editor",
  comercial: "Comercial",
};

/** What each role opens in the panel, as the team screen explains it. */
export const roleSummaries: Record<StaffRole, string> = {
  administrador: "Tudo, inclusive configurações, relatórios e a equipe.",
  editor: "Páginas, blog, políticas, página inicial, Quem Somos, páginas especiais e mídia.",
  comercial: "Mensagens, conversas e leads do assistente, reuniões e as análises dos relatórios.",
};

export const teamMessages = {
  invalidEmail: "Informe um e-mail válido.",
  missingRole: "Escolha a função.",
  emailTaken: "Já existe uma conta com este e-mail.",
  lastAdministrator: "A equipe precisa de pelo menos um administrador ativo.",
  notOwnAccount: "Você não pode desativar a sua própria conta.",
  memberNotFound: "Membro da equipe não encontrado.",
  invitationNotFound: "Convite não encontrado.",
  missingName: "Informe seu nome.",
  passwordsDiffer: "As senhas não conferem.",
} as const;

const role = z.enum(staffRoles, { error: teamMessages.missingRole });

export const inviteSchema = z.object({
  email: requiredText(teamMessages.invalidEmail, 254)
    .toLowerCase()
    .pipe(z.email({ error: teamMessages.invalidEmail })),
  role,
});

const userId = z.string().trim().min(1, teamMessages.memberNotFound).max(100);

/** The team screen's buttons on a member ('Alterar função', 'Desativar', …) or an invitation ('Cancelar convite'). */
export const memberSchema = z.object({ userId });
export const roleChangeSchema = memberSchema.extend({ role });
export const revokeSchema = z.object({ invitationId: z.uuid({ error: teamMessages.invitationNotFound }) });

/** The invitee's account: a name and a password typed twice. */
export const acceptInvitationSchema = z
  .object({
    name: requiredText(teamMessages.missingName, 120),
    password: newPasswordSchema,
    confirmPassword: z.string().default(""),
  })
  .refine((value) => value.password === value.confirmPassword, { message: teamMessages.passwordsDiffer, path: ["confirmPassword"] });
