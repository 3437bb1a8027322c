import { ChevronDown, ExternalLink, LogOut, Magnet, Menu, MessagesSquare, PanelLeft } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Form, NavLink, useLocation, useNavigation } from "react-router";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/plural";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/ui/collapsible";
import { DialogCloseButton } from "~/ui/dialog";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "~/ui/sheet";
import { Skeleton } from "~/ui/skeleton";
import { Toaster } from "~/ui/toaster";
import { mayUse, type StaffRole } from "~/features/auth";
import { accountNavigation, adminNavigation, messagesNavigation, type AdminNavItem } from "../navigation";
import { writeSidebarOpen } from "../sidebar-state";

type Props = { email: string; role: StaffRole; meetings: number; initialOpen: boolean; children: ReactNode };

function MeetingsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto shrink-0 rounded-full bg-accent-600 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
      {countOf(count, "reunião", "reuniões")}
    </span>
  );
}

function NavItem({
  item,
  collapsed,
  onNavigate,
  nested,
}: {
  item: AdminNavItem;
  collapsed: boolean;
  onNavigate?: () => void;
  nested?: boolean;
}) {
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      title={collapsed ? item.label : undefined}
      aria-label={collapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-2 rounded-md py-2 text-sm font-medium",
          collapsed ? "justify-center px-0" : nested ? "pr-3 pl-9" : "px-3",
          isActive ? "bg-brand-50 text-brand-800" : "text-steel-700 hover:bg-steel-100",
        )
      }
    >
      <item.icon aria-hidden className="size-4 shrink-0" />
      {collapsed ? null : item.label}
    </NavLink>
  );
}

function MessagesGroup({ items, collapsed, onNavigate }: { items: AdminNavItem[]; collapsed: boolean; onNavigate?: () => void }) {
  const location = useLocation();
  const onItsPaths = items.some((item) => location.pathname.startsWith(item.to));
  const [open, setOpen] = useState(onItsPaths);
  if (collapsed) {
    return (
      <>
        {items.map((item) => (
          <li key={item.to}>
            <NavItem item={{ ...item, label: `Mensagens: ${item.label}` }} collapsed onNavigate={onNavigate} />
          </li>
        ))}
      </>
    );
  }
  return (
    <li>
      <Collapsible open={open || onItsPaths} onOpenChange={setOpen}>
        <CollapsibleTrigger className="group flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-steel-700 hover:bg-steel-100">
          <MessagesSquare aria-hidden className="size-4 shrink-0" />
          Mensagens
          <ChevronDown aria-hidden className="ml-auto size-4 transition-transform group-data-[state=open]:rotate-180" />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul className="mt-1 space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavItem item={item} collapsed={false} onNavigate={onNavigate} nested />
              </li>
            ))}
          </ul>
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}

type PanelProps = { email: string; role: StaffRole; meetings: number; collapsed: boolean; onNavigate?: () => void; inDrawer?: boolean };

function PanelContent({ email, role, meetings, collapsed, onNavigate, inDrawer }: PanelProps) {
  // The menu shows what the role may open; the server refuses the rest (403) all the same.
  const main = adminNavigation.filter((item) => mayUse(role, item.to));
  const messages = messagesNavigation.filter((item) => mayUse(role, item.to));
  return (
    <div className="flex h-full flex-col">
      {/* In the phone drawer the close button sits at the top right: the badge stays clear of it. */}
      <div
        className={cn(
          "flex items-center gap-2 border-b border-steel-200 py-4",
          collapsed ? "justify-center px-1" : "px-4",
          inDrawer && "pr-14",
        )}
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-white">
          <Magnet aria-hidden className="size-4" />
        </span>
        {collapsed ? null : (
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 font-bold text-brand-900">
              Painel Admin
              {messages.length > 0 ? <MeetingsBadge count={meetings} /> : null}
            </p>
            <p className="truncate text-xs text-steel-600">{email}</p>
          </div>
        )}
      </div>
      <nav aria-label="Administração" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="space-y-1">
          {main.map((item) => (
            <li key={item.to}>
              <NavItem item={item} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          ))}
          {messages.length > 0 ? <MessagesGroup items={messages} collapsed={collapsed} onNavigate={onNavigate} /> : null}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-steel-200 px-2 py-3">
        <NavItem item={accountNavigation} collapsed={collapsed} onNavigate={onNavigate} />
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          title={collapsed ? "Ir para Site" : undefined}
          aria-label={collapsed ? "Ir para Site" : undefined}
          className={cn(
            "flex items-center gap-2 rounded-md py-2 text-sm font-medium text-steel-700 hover:bg-steel-100",
            collapsed ? "justify-center" : "px-3",
          )}
        >
          <ExternalLink aria-hidden className="size-4 shrink-0" />
          {collapsed ? null : "Ir para Site"}
        </a>
        <Form method="post" action="/admin/sign-out">
          <button
            type="submit"
            title={collapsed ? "Sair" : undefined}
            aria-label={collapsed ? "Sair" : undefined}
            className={cn(
              "flex w-full items-center gap-2 rounded-md py-2 text-sm font-medium text-steel-700 hover:bg-steel-100",
              collapsed ? "justify-center" : "px-3",
            )}
          >
            <LogOut aria-hidden className="size-4 shrink-0" />
            {collapsed ? null : "Sair"}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Shown while the next screen's data loads. */
function ScreenSkeleton() {
  return (
    <div role="status" aria-label="Carregando" className="mx-auto max-w-5xl space-y-4">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * The back office frame: a fixed left panel (16rem, 3rem collapsed) on wide screens and a
 * drawer (18rem) on phones. Ctrl or ⌘ + B toggles it; the choice is kept in a cookie.
 */
export function AdminShell({ email, role, meetings, initialOpen, children }: Props) {
  const [open, setOpen] = useState(initialOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  const loadingScreen = navigation.state === "loading" && navigation.location.pathname !== location.pathname;

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "b") {
        event.preventDefault();
        if (window.matchMedia("(min-width: 768px)").matches) {
          setOpen((value) => {
            writeSidebarOpen(!value);
            return !value;
          });
        } else {
          setMobileOpen((value) => !value);
        }
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const toggle = () =>
    setOpen((value) => {
      writeSidebarOpen(!value);
      return !value;
    });

  return (
    <div className="min-h-screen bg-steel-50">
      <aside
        aria-label="Painel Admin"
        className={cn(
          "fixed inset-y-0 left-0 z-30 hidden border-r border-steel-200 bg-white transition-[width] md:block",
          open ? "w-64" : "w-12",
        )}
      >
        <PanelContent email={email} role={role} meetings={meetings} collapsed={!open} />
      </aside>
      <div className={cn("flex min-h-screen flex-col transition-[padding]", open ? "md:pl-64" : "md:pl-12")}>
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-steel-200 bg-white/95 px-4 backdrop-blur">
          <button
            type="button"
            onClick={toggle}
            aria-label={open ? "Recolher painel" : "Expandir painel"}
            aria-expanded={open}
            title="Ctrl + B"
            className="hidden rounded-md p-2 text-steel-700 hover:bg-steel-100 md:block"
          >
            <PanelLeft aria-hidden className="size-5" />
          </button>
          <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
            <SheetTrigger className="rounded-md p-2 text-steel-700 hover:bg-steel-100 md:hidden" aria-label="Abrir painel">
              <Menu aria-hidden className="size-5" />
            </SheetTrigger>
            <SheetContent side="left" aria-describedby={undefined}>
              <SheetTitle className="sr-only">Painel Admin</SheetTitle>
              <DialogCloseButton label="Fechar painel" className="absolute top-3 right-3" />
              <PanelContent
                email={email}
                role={role}
                meetings={meetings}
                collapsed={false}
                onNavigate={() => setMobileOpen(false)}
                inDrawer
              />
            </SheetContent>
          </Sheet>
          <p className="text-sm font-semibold text-steel-800 md:hidden">Painel Admin</p>
        </header>
        <main id="conteudo" key={location.pathname} className="flex-1 p-4 md:p-8">
          {loadingScreen ? <ScreenSkeleton /> : children}
        </main>
      </div>
      <Toaster />
    </div>
  );
}
