import { Icon } from "~/ui/icons/icon";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { ContactRequestForm, contactMessages } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { breadcrumbData, buildMeta, companyBlocks, jsonLd, seoContext, siteLayoutRouteId } from "~/features/seo";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import type { loader as layoutLoader } from "./layout";
import type { Route } from "./+types/contact";
import { telHref } from "~/lib/phone";
import { EmailAddress } from "~/ui/email-address";

// The home's tag: the page is shared with the home's image.
export const headers = () => publicCacheHeaders(cacheTags.home);

export function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(request, context.get(requestInfoContext).clientIp);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const seo = seoContext(matches);
  return [
    ...buildMeta(
      { title: "Contato", description: "Fale com a nossa equipe: orçamentos, suporte técnico e consultoria.", path: "/contato" },
      seo,
    ),
    ...companyBlocks(matches),
    ...jsonLd(
      breadcrumbData(seo?.publicUrl ?? "", [
        { name: "Início", path: "/" },
        { name: "Contato", path: "/contato" },
      ]),
    ),
  ];
};

const infoBoxes = [
  {
    icon: "Calculator" as const,
    title: "Orçamentos",
    text: "Envie a aplicação, a vazão e o material: respondemos com a solução e o prazo.",
  },
  {
    icon: "Headset" as const,
    title: "Suporte Técnico",
    text: "Instalação, manutenção e ensaios dos seus equipamentos magnéticos e motores.",
  },
  { icon: "Lightbulb" as const, title: "Consultoria", text: "Avaliação da linha e plano de controle de contaminação ferrosa." },
];

export default function Contact() {
  const site = useRouteLoaderData<typeof layoutLoader>(siteLayoutRouteId);
  const company = site?.company;
  const [searchParams] = useSearchParams();
  const subject = searchParams.get("assunto")?.slice(0, 200);
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Fale Conosco</h1>
          <p className="mt-3 max-w-3xl text-steel-200">
            {company
              ? `Atendimento técnico e comercial desde ${company.foundedYear} — ${site?.yearsInMarket} anos no mercado. Respondemos em até 24h.`
              : "Atendimento técnico e comercial. Respondemos em até 24h."}
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div id="formulario" className="lg:col-span-2">
          <h2 className="text-2xl font-bold text-steel-900">Envie sua mensagem</h2>
          <p className="mt-2 mb-6 text-steel-600">Conte o que precisa: a equipe comercial responde em até 24h.</p>
          <ContactRequestForm
            type="contact"
            // Before scripts load, the answer opens at the form, not at the top of the page.
            action="/contato#formulario"
            submitLabel="Enviar mensagem"
            initialMessage={subject ? `Gostaria de informações sobre: ${subject}` : ""}
            messages={{
              success: contactMessages.contactSuccess,
              failure: contactMessages.contactFailure,
              required: contactMessages.contactRequired,
            }}
          />
        </div>
        {company ? (
          <aside aria-label="Dados de contato" className="space-y-4">
            <div className="rounded-card border border-steel-200 bg-white p-5 shadow-sm">
              <h2 className="flex items-center gap-2 font-semibold text-steel-900">
                <Icon name="Phone" className="size-5 text-brand-700" />
                Telefone
              </h2>
              <a href={telHref(company.phone)} className="mt-1 block text-steel-700 hover:text-brand-700">
                {company.phone}
              </a>
            </div>
            <div className="rounded-card border border-steel-200 bg-white p-5 shadow-sm">
              <h2 className="flex items-center gap-2 font-semibold text-steel-900">
                <Icon name="Mail" className="size-5 text-brand-700" />
                E-mail
              </h2>
              <a href={`mailto:${company.email}`} className="mt-1 block text-steel-700 hover:text-brand-700">
                <EmailAddress email={company.email} />
              </a>
            </div>
            <div className="rounded-card border border-steel-200 bg-white p-5 shadow-sm">
              <h2 className="flex items-center gap-2 font-semibold text-steel-900">
                <Icon name="MapPin" className="size-5 text-brand-700" />
                Endereço
              </h2>
              <p className="mt-1 text-steel-700">
                {company.address}
                <br />
                {company.city}
              </p>
            </div>
            <div className="rounded-card border border-steel-200 bg-white p-5 shadow-sm">
              <h2 className="flex items-center gap-2 font-semibold text-steel-900">
                <Icon name="Clock" className="size-5 text-brand-700" />
                Horário de atendimento
              </h2>
              <ul className="mt-1 text-steel-700">
                {company.openingHours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>Resposta em até 24h</li>
              </ul>
            </div>
          </aside>
        ) : null}
      </div>
      <section aria-label="Como podemos ajudar" className="bg-steel-50 px-4 py-12">
        <ul className="mx-auto grid max-w-7xl gap-6 md:grid-cols-3">
          {infoBoxes.map((box) => (
            <li key={box.title} className="rounded-card border border-steel-200 bg-white p-6">
              <Icon name={box.icon} className="size-8 text-accent-600" />
              <h2 className="mt-3 text-lg font-semibold text-steel-900">{box.title}</h2>
              <p className="mt-2 text-sm text-steel-700">{box.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
