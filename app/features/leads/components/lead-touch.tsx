export type Touch = {
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  landingPage: string | null;
};

const rows: Array<{ key: keyof Touch; label: string }> = [
  { key: "source", label: "Origem" },
  { key: "utmSource", label: "utm_source" },
  { key: "utmMedium", label: "utm_medium" },
  { key: "utmCampaign", label: "utm_campaign" },
  { key: "landingPage", label: "Página de entrada" },
];

/** Where the visit of a touch came from, as the reports name it. */
export function LeadTouch({ title, touch }: { title: string; touch: Touch }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-steel-900">{title}</h3>
      {touch.source ? (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
          {rows.map(({ key, label }) => (
            <div key={key} className="contents">
              <dt className="text-steel-600">{label}</dt>
              <dd className="break-all text-steel-900">{touch[key] ?? "—"}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-steel-600">Visita não identificada.</p>
      )}
    </div>
  );
}
