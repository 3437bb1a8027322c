import { Icon } from "~/ui/icons/icon";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import type { CompanySettings } from "~/features/settings";
import { cn } from "~/lib/cn";
import { mainNavigation } from "../navigation";
import { SocialLinks } from "./social-icons";
import { telHref } from "~/lib/phone";

function SocialBar({ company }: { company: CompanySettings }) {
  return (
    <div className="bg-steel-900 text-xs text-steel-200">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4">
        <a href={telHref(company.phone)} className="flex items-center gap-1.5 hover:text-white">
          <Icon name="Phone" className="size-3.5" />
          {company.phone}
        </a>
        <SocialLinks links={company.social} className="flex items-center gap-3" linkClassName="block rounded p-1 hover:text-white" />
      </div>
    </div>
  );
}

function Brand({ name }: { name: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-brand-900" aria-label={`${name} — Início`}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-800 text-white">
        <Icon name="Magnet" className="size-5" />
      </span>
      <span className="text-base leading-tight sm:text-lg">{name}</span>
    </Link>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("nav-link", isActive ? "text-brand-800 underline decoration-2 underline-offset-8" : "text-steel-700");

// The drawer (and its dialog library) loads on the first tap, keeping it off the first page load.
const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer"));

function MobileNav({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="rounded-md p-2 text-steel-800 hover:bg-steel-100 lg:hidden"
      >
        <Icon name="Menu" className="size-6" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} companyName={companyName} onClosed={() => trigger.current?.focus()} />
        </Suspense>
      ) : null}
    </>
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
            <Icon name="Shield" className="size-5" />
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
