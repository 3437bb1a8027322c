import type { HomeSection } from "~/db/content-types";

/** The home page's additional text sections, after the main content, in the order given (the loader sorts them). */
export function HomeSections({ sections }: { sections: HomeSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 pt-12">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`secao-${section.id}`} className="border-l-4 border-brand-600 pl-5">
          <h2 id={`secao-${section.id}`} className="text-xl font-bold text-steel-900 sm:text-2xl">
            {section.title}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-steel-700">{section.content}</p>
        </section>
      ))}
    </div>
  );
}
