import type { CompanySettings } from "~/features/settings";
import { whatsappLink } from "~/features/site-layout";

/** How to reach the team, from the settings (the widget shows the WhatsApp address as a 'WhatsApp' link); without them, the contact form. */
export function contactLine(company: CompanySettings | undefined) {
  if (!company) return "formulário em /contato";
  return `telefone ${company.phone}, e-mail ${company.email} ou ${whatsappLink(company.whatsappNumber, company.whatsappGreeting)}`;
}
