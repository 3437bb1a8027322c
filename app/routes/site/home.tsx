import { getHomePage } from "~/features/special-pages/queries.server";
import type { Route } from "./+types/home";

export async function loader() {
  const home = await getHomePage();
  return { heroTitle: home?.content.hero_title ?? "", heroSubtitle: home?.content.hero_subtitle ?? "" };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.heroTitle ?? "" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-steel-900 px-4 py-24 text-white">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{loaderData.heroTitle}</h1>
        <p className="mt-6 text-lg text-steel-200">{loaderData.heroSubtitle}</p>
      </div>
    </section>
  );
}
