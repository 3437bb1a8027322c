import { ExternalLink, LayoutDashboard, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { cn } from "~/lib/cn";

const navigation = [{ to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true }];

export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-steel-50 md:flex-row">
      <aside className="flex w-full shrink-0 flex-col border-b border-steel-200 bg-white md:min-h-screen md:w-64 md:border-r md:border-b-0">
        <div className="border-b border-steel-200 px-4 py-4">
          <p className="text-lg font-bold text-brand-800">Painel Admin</p>
          <p className="truncate text-xs text-steel-600">{email}</p>
        </div>
        <nav aria-label="Administração" className="flex-1 px-2 py-3">
          <ul className="space-y-1">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium",
                      isActive ? "bg-brand-50 text-brand-800" : "text-steel-700 hover:bg-steel-100",
                    )
                  }
                >
                  <item.icon aria-hidden className="size-4" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-1 border-t border-steel-200 px-2 py-3">
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-steel-700 hover:bg-steel-100"
          >
            <ExternalLink aria-hidden className="size-4" />
            Ir para Site
          </a>
          <Form method="post" action="/admin/sign-out">
            <button
              type="submit"
              className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-steel-700 hover:bg-steel-100"
            >
              <LogOut aria-hidden className="size-4" />
              Sair
            </button>
          </Form>
        </div>
      </aside>
      <main id="conteudo" className="flex-1 p-4 md:p-8">
        {children}
      </main>
    </div>
  );
}
