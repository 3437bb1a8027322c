import { Home, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button-class";

/** The 403 screen: a staff member whose role does not include this part of the panel. */
export function ForbiddenScreen() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <ShieldAlert aria-hidden className="mb-6 size-14 text-brand-700" />
      <p className="text-sm font-semibold tracking-widest text-steel-600">403</p>
      <h1 className="mt-2 text-3xl font-bold text-steel-900">Acesso Negado</h1>
      <p className="mt-3 text-steel-600">A sua função na equipe não dá acesso a esta página. Se precisar dela, peça a um administrador.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonClass()} to="/admin">
          <Home aria-hidden className="size-4" />
          Voltar ao painel
        </Link>
      </div>
    </section>
  );
}
