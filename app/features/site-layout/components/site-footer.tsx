import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { openCookiePreferences } from "~/features/consent";
import type { CompanySettings } from "~/features/settings";
import { SocialLinks } from "./social-icons";
import { telHref } from "~/lib/phone";
import { EmailAddress } from "~/ui/email-address";

export function SiteFooter({ company }: { company: CompanySettings | null }) {
  if (!company) return <footer className="bg-steel-950 py-8" />;
  const year = new Date().getFullYear();
  return (
    <footer className="bg-steel-950 text-sm text-steel-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{company.name}</p>
          <p className="mt-1 text-xs text-steel-400">{company.tagline}</p>
          <ul className="mt-4 space-y-1">
            {company.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
          <ul className="mt-4 space-y-1">
            {company.openingHours.map((line) => (
              <li key={line} className="footer-line">
                <Icon name="Clock" />
                {line}
              </li>
            ))}
          </ul>
          <SocialLinks links={company.social} className="mt-5 flex gap-3" linkClassName="footer-social" />
        </div>
        {company.units.map((unit) => (
          <div key={unit.name}>
            <h2 className="font-semibold text-white">{unit.name}</h2>
            <ul className="mt-3 space-y-2">
              <li className="footer-line">
                <Icon name="Phone" />
                <a href={telHref(unit.phone)} className="hover:text-white">
                  {unit.phone}
                </a>
              </li>
              <li className="footer-line">
                <Icon name="Mail" />
                <a href={`mailto:${unit.email}`} className="hover:text-white">
                  <EmailAddress email={unit.email} />
                </a>
              </li>
              <li className="footer-line">
                <Icon name="MapPin" />
                {unit.address}
              </li>
              <li className="text-steel-400">{`CNPJ ${unit.taxId}`}</li>
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-steel-800">
        {/* Room at the bottom so the floating chat and WhatsApp buttons never cover these links. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-5 pb-24 text-xs text-steel-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {company.name}. Todos os direitos reservados.
          </p>
          {/* Each link a finger's size (24 px at least), as the footer's lines wrap on a phone. */}
          <ul className="flex flex-wrap gap-x-4 [&>li>*]:inline-block [&>li>*]:py-1">
            <li>
              <Link to="/politicas" className="hover:text-white">
                Política de Privacidade
              </Link>
            </li>
            <li>
              <Link to="/politicas" className="hover:text-white">
                Termos de Uso
              </Link>
            </li>
            <li>
              <Link to="/politicas" className="hover:text-white">
                Política de Cookies
              </Link>
            </li>
            <li>
              <button type="button" onClick={openCookiePreferences} className="hover:text-white">
                Preferências de cookies
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
