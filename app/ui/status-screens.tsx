import { AlertTriangle, Home, ArrowLeft, RotateCcw, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./button";

export function NotFoundScreen() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <SearchX aria-hidden className="mb-6 size-14 text-brand-700" />
      <p className="text-sm font-semibold tracking-widest text-steel-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-steel-900">Página Não Encontrada</h1>
      <p className="mt-3 text-steel-600">O endereço que você acessou não existe ou foi removido.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden className="size-4" />
            Voltar ao início
          </Link>
        </Button>
        <Button variant="outline" type="button" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden className="size-4" />
          Voltar
        </Button>
      </div>
    </section>
  );
}

export function AppErrorScreen({ message }: { message?: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <AlertTriangle aria-hidden className="mb-6 size-14 text-accent-600" />
      <h1 className="text-3xl font-bold text-steel-900">Erro na Aplicação</h1>
      <p className="mt-3 text-steel-700">Algo deu errado. Por favor, tente novamente.</p>
      {message ? (
        <pre className="mt-4 max-w-full overflow-x-auto rounded-md bg-steel-100 px-4 py-2 text-left text-sm whitespace-pre-wrap text-steel-800">
          {message}
        </pre>
      ) : null}
      <Button className="mt-8" type="button" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden className="size-4" />
        Tentar Novamente
      </Button>
    </section>
  );
}
