import type { CompanySettings } from "~/features/settings/company";
import { whatsappLink } from "~/features/site-layout/navigation";

/** How to reach the team, from the settings; without them, the contact form. */
export function contactLine(company: CompanySettings | undefined) {
  if (!company) return "o formulário em /contato; nossa equipe responde em até 24h";
  return `telefone ${company.phone}, e-mail ${company.email} ou WhatsApp: ${whatsappLink(company.whatsappNumber, company.whatsappGreeting)}`;
}
