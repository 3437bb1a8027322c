import { readConsentRecord } from "../consent-record";

/** The choice already made, when the footer's 'Preferências de cookies' shows the banner again. */
export default function CurrentChoice({ accepted }: { accepted: boolean }) {
  const record = readConsentRecord(document.cookie);
  const date = record ? ` em ${new Date(record.date).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" })}` : "";
  return (
    <p className="mb-2 text-sm font-medium text-steel-900">
      Sua escolha atual: cookies {accepted ? "aceitos" : "recusados"}
      {date}.
    </p>
  );
}
