import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/** The card of the screens before sign-in: the login, 'Esqueci minha senha' and the reset link's page. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <main id="conteudo" className="flex min-h-screen items-center justify-center bg-steel-100 px-4 py-12">
      <div className="w-full max-w-sm rounded-card border border-steel-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-steel-900">{title}</h1>
        <p className="mt-1 text-center text-sm text-steel-600">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}

export const authLinkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** A quiet link under a form of those screens ('Esqueci minha senha', 'Voltar ao login'). */
export function AuthCardLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <p className={cn("text-center text-sm", className)}>
      <Link to={to} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}
