import { Icon } from "~/ui/icons/icon";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { listPolicies } from "~/features/policies/index.server";
import { buildMeta, seoContext } from "~/features/seo";
import { formatDate } from "~/lib/dates";
import { Accordion, AccordionContent, AccordionHeader, AccordionItem, AccordionTrigger } from "~/ui/accordion";
import { RichText } from "~/ui/rich-text";
import type { Route } from "./+types/policies";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export async function loader() {
  return { policies: await listPolicies() };
}

// The home's tag: the page is shared with the home's image.
export const headers = () => publicCacheHeaders(cacheTags.policies, cacheTags.home);

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
          <Accordion type="multiple" className="space-y-3">
            {policies.map((policy) => (
              <AccordionItem
                key={policy.id}
                value={policy.sectionKey}
                className="overflow-hidden rounded-card border border-steel-200 bg-white"
              >
                <AccordionHeader asChild>
                  <h2>
                    <AccordionTrigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-steel-900 hover:bg-steel-50">
                      {policy.title}
                      <Icon name="ChevronDown" className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
                    </AccordionTrigger>
                  </h2>
                </AccordionHeader>
                <AccordionContent className="border-t border-steel-100 px-5 pb-5">
                  <RichText content={policy.content} />
                  <p className="mt-4 text-xs text-steel-600">Atualizada em {formatDate(policy.updatedAt)}</p>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={() => (
        <div>
          <Header />
          <div className="px-4 py-16">
            <LoadError title="Erro ao carregar políticas" />
          </div>
        </div>
      )}
    />
  );
}
