import type { CompanySettings } from "~/features/settings";
import { Icon } from "~/ui/icons/icon";
import { whatsappLink } from "../navigation";

export function WhatsAppButton({ company }: { company: CompanySettings }) {
  return (
    <aside aria-label="WhatsApp">
      <a
        href={whatsappLink(company.whatsappNumber, company.whatsappGreeting)}
        target="_blank"
        rel="noreferrer"
        aria-label="Conversar pelo WhatsApp"
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      >
        <Icon name="Whatsapp" className="size-7" />
      </a>
    </aside>
  );
}
