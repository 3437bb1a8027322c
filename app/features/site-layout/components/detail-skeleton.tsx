/** Shown while a catalogue detail loads during client-side navigation. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Carregando página" className="mx-auto max-w-7xl animate-pulse px-4 py-10">
      <div className="h-5 w-24 rounded bg-steel-200" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <div className="aspect-[3/2] rounded-card bg-steel-200" />
        <div className="space-y-4">
          <div className="h-8 w-3/4 rounded bg-steel-200" />
          <div className="h-4 w-full rounded bg-steel-200" />
          <div className="h-4 w-5/6 rounded bg-steel-200" />
          <div className="h-4 w-2/3 rounded bg-steel-200" />
          <div className="h-10 w-48 rounded bg-steel-200" />
        </div>
      </div>
    </div>
  );
}
