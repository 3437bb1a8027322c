import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { cacheTags, publicCacheHeaders } from "~/features/page-cache/tags";
import { listPolicies } from "~/features/policies/queries.server";
import { buildMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo-context";
import { formatDate } from "~/lib/dates";
import { RichText } from "~/ui/rich-text";
import type { Route } from "./+types/policies";

export async function loader() {
  return { policies: await listPolicies() };
}

export const headers = () => publicCacheHeaders(cacheTags.policies);

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(
    { title: "Políticas", description: "Política de Privacidade, Termos de Uso e Política de Cookies.", path: "/politicas" },
    seoContext(matches),
  );

function Header() {
  return (
    <section className="bg-gradient-to-br from-brand-950 to-brand-800 px-4 py-12 text-white">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Políticas</h1>
        <p className="mt-3 text-steel-200">Privacidade, termos de uso e cookies, em conformidade com a LGPD.</p>
      </div>
    </section>
  );
}

export default function Policies({ loaderData }: Route.ComponentProps) {
  const { policies } = loaderData;
  return (
    <div>
      <Header />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {policies.length === 0 ? (
          <p className="text-center text-steel-600">Nenhuma política encontrada.</p>
        ) : (
          <Accordion.Root type="multiple" className="space-y-3">
            {policies.map((policy) => (
              <Accordion.Item key={policy.id} value={policy.sectionKey} className="overflow-hidden rounded-card border border-steel-200 bg-white">
                <Accordion.Header asChild>
                  <h2>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-steel-900 hover:bg-steel-50">
                      {policy.title}
                      <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
                    </Accordion.Trigger>
                  </h2>
                </Accordion.Header>
                <Accordion.Content className="border-t border-steel-100 px-5 pb-5">
                  <RichText content={policy.content} />
                  <p className="mt-4 text-xs text-steel-600">Atualizada em {formatDate(policy.updatedAt)}</p>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div>
      <Header />
      <p role="alert" className="mx-auto max-w-4xl px-4 py-16 text-center text-lg text-steel-800">
        Erro ao carregar políticas
      </p>
    </div>
  );
}
