import { Icon } from "~/ui/icons/icon";
import { Link, useLocation } from "react-router";
import { buttonClass } from "./button-class";

/** The 404 screen; inside the panel its way home is the panel's start, not the public site. */
export function NotFoundScreen() {
  const inPanel = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Icon name="SearchX" className="mb-6 size-14 text-brand-700" />
      <p className="text-sm font-semibold tracking-widest text-steel-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-steel-900">Página Não Encontrada</h1>
      <p className="mt-3 text-steel-600">O endereço que você acessou não existe ou foi removido.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonClass()} to={inPanel ? "/admin" : "/"}>
          <Icon name="Home" className="size-4" />
          {inPanel ? "Voltar ao painel" : "Voltar ao início"}
        </Link>
        <button className={buttonClass({ variant: "outline" })} type="button" onClick={() => window.history.back()}>
          <Icon name="ArrowLeft" className="size-4" />
          Voltar
        </button>
      </div>
    </section>
  );
}

/** The 405 screen: a request no browser form of this site sends (a PUT, a POST to a page without a form). */
export function MethodNotAllowedScreen() {
  const inPanel = /^\/admin(\/|$)/i.test(useLocation().pathname);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Icon name="AlertTriangle" className="mb-6 size-14 text-accent-600" />
      <p className="text-sm font-semibold tracking-widest text-steel-600">405</p>
      <h1 className="mt-2 text-3xl font-bold text-steel-900">Método Não Permitido</h1>
      <p className="mt-3 text-steel-600">Este endereço não aceita esse tipo de requisição.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className={buttonClass()} to={inPanel ? "/admin" : "/"}>
          <Icon name="Home" className="size-4" />
          {inPanel ? "Voltar ao painel" : "Voltar ao início"}
        </Link>
      </div>
    </section>
  );
}

export function AppErrorScreen({ message }: { message?: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <Icon name="AlertTriangle" className="mb-6 size-14 text-accent-600" />
      <h1 className="text-3xl font-bold text-steel-900">Erro na Aplicação</h1>
      <p className="mt-3 text-steel-700">Algo deu errado. Por favor, tente novamente.</p>
      {message ? (
        <pre className="mt-4 max-w-full overflow-x-auto rounded-md bg-steel-100 px-4 py-2 text-left text-sm whitespace-pre-wrap text-steel-800">
          {message}
        </pre>
      ) : null}
      <button className={buttonClass({ className: "mt-8" })} type="button" onClick={() => window.location.reload()}>
        <Icon name="RotateCcw" className="size-4" />
        Tentar Novamente
      </button>
    </section>
  );
}
