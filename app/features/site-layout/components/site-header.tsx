import { Magnet, Menu, Phone, Shield, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import type { CompanySettings } from "~/features/settings/company";
import { cn } from "~/lib/cn";
import { mainNavigation } from "../navigation";
import { BrandIcon, socialNetworks } from "./social-icons";

function SocialBar({ company }: { company: CompanySettings }) {
  return (
    <div className="bg-steel-900 text-xs text-steel-200">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4">
        <a href={`tel:${company.phone.replace(/\D/g, "")}`} className="flex items-center gap-1.5 hover:text-white">
          <Phone aria-hidden className="size-3.5" />
          {company.phone}
        </a>
        <ul className="flex items-center gap-3" aria-label="Redes sociais">
          {socialNetworks.map((network) => (
            <li key={network.key}>
              <a
                href={company.social[network.key]}
                target="_blank"
                rel="noreferrer"
                aria-label={network.label}
                className="block rounded p-1 hover:text-white"
              >
                <BrandIcon name={network.key} className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Brand({ name }: { name: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-brand-900" aria-label={`${name} — Início`}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-800 text-white">
        <Magnet aria-hidden className="size-5" />
      </span>
      <span className="text-base leading-tight sm:text-lg">{name}</span>
    </Link>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium text-steel-700 transition-colors hover:bg-steel-100 hover:text-brand-800",
    isActive && "text-brand-800 underline decoration-2 underline-offset-8",
  );

function MobileNav({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="rounded-md p-2 text-steel-800 hover:bg-steel-100 lg:hidden" aria-label="Abrir menu">
          <Menu aria-hidden className="size-6" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-steel-950/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[18rem] max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-steel-200 px-4 py-3">
            <Dialog.Title className="font-semibold text-steel-900">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-steel-700 hover:bg-steel-100" aria-label="Fechar menu">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navegação do site {companyName}</Dialog.Description>
          <nav aria-label="Menu principal" className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={"end" in item}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      cn(
                        "block rounded-md px-3 py-3 text-base font-medium text-steel-800 hover:bg-steel-100",
                        isActive && "bg-brand-50 text-brand-800",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Link
                  to="/admin"
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-2 rounded-md px-3 py-3 text-base font-medium text-steel-800 hover:bg-steel-100"
                >
                  <Shield aria-hidden className="size-5" />
                  Área administrativa
                </Link>
              </li>
            </ul>
          </nav>
          <div className="border-t border-steel-200 p-4">
            <Link
              to="/contato"
              onClick={() => setOpen(false)}
              className="flex h-11 items-center justify-center rounded-md bg-accent-600 font-semibold text-white hover:bg-accent-700"
            >
              Fale Conosco
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SiteHeader({ company }: { company: CompanySettings | null }) {
  const name = company?.name ?? "";
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      {company ? <SocialBar company={company} /> : null}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Brand name={name} />
        <nav aria-label="Menu principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={"end" in item} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to="/admin"
            aria-label="Área administrativa"
            title="Área administrativa"
            className="rounded-md p-2 text-steel-600 hover:bg-steel-100 hover:text-brand-800"
          >
            <Shield aria-hidden className="size-5" />
          </Link>
          <Link
            to="/contato"
            className="hidden h-10 items-center rounded-md bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700 sm:inline-flex"
          >
            Fale Conosco
          </Link>
          <MobileNav companyName={name} />
        </div>
      </div>
    </header>
  );
}
