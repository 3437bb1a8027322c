import { Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { OutboxFilters, OutboxList, resendConfirmationParam, ResendForm, ResendQuestion } from "~/features/notifications";
import { mailConfigured, pageOfOutbox, resendAction } from "~/features/notifications/index.server";
import { listPagingHref, staffListSizes } from "~/lib/list-paging";
import { countOf } from "~/lib/plural";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button-class";
import { Card } from "~/ui/card";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ListPager } from "~/ui/list-pager";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "E-mails — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const { status, counts, rows, confirming, ...list } = await pageOfOutbox(new URL(request.url).searchParams);
  return { status, counts, rows, confirming, list, smtp: mailConfigured() };
}

export const action = ({ request }: Route.ActionArgs) => resendAction(request);

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { status, counts, rows, confirming, list, smtp } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">E-mails</h1>
      <p className="mt-1 text-steel-600">
        Todo e-mail que o site envia passa por aqui: avisos à equipe, respostas, confirmações, lembretes, convites e links de nova senha. Um
        envio que falha é tentado de novo, com intervalos cada vez maiores, por até 48 horas.
      </p>
      {smtp ? null : (
        <Alert tone="error" title="O envio de e-mail (SMTP) não está configurado" className="mt-4">
          Os e-mails ficam pendentes até que o servidor seja iniciado com SMTP_HOST e os demais dados do servidor de e-mail.
        </Alert>
      )}
      {answer ? <Alert tone={answer.ok ? "success" : "error"} title={answer.message} className="mt-4" /> : null}
      {confirming && !answer ? (
        // 'Reenviar' before scripts load: the dialog's question, on the screen.
        <Card className="mt-4 p-5 text-sm text-steel-700" role="region" aria-labelledby="reenviar-titulo">
          <h2 id="reenviar-titulo" className="text-lg font-semibold text-steel-900">
            Reenviar este e-mail?
          </h2>
          <div className="mt-2">
            <ResendQuestion mail={confirming} />
          </div>
          <ResendForm
            mail={confirming}
            busy={busy}
            cancel={
              <Link to={withoutConfirmation(searchParams)} className={buttonClass({ variant: "outline" })}>
                Cancelar
              </Link>
            }
          />
        </Card>
      ) : null}
      <Card className="mt-6 p-4">
        <OutboxFilters status={status} counts={counts} />
      </Card>
      <p role="status" className="mt-4 text-sm text-steel-600">
        {countOf(list.total, "e-mail", "e-mails")}
      </p>
      <Card className="mt-2 px-4 py-1">
        <OutboxList mails={rows} busy={busy} />
      </Card>
      <ListPager
        {...list}
        sizes={staffListSizes}
        hrefFor={(paging) => listPagingHref("/admin/outbox", searchParams, paging, staffListSizes)}
      />
    </div>
  );
}

function withoutConfirmation(searchParams: URLSearchParams) {
  const rest = new URLSearchParams(searchParams);
  rest.delete(resendConfirmationParam);
  return rest.size ? `/admin/outbox?${rest}` : "/admin/outbox";
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => <LoadError heading="E-mails" title="Erro ao carregar os e-mails" message={message} />}
    />
  );
}
