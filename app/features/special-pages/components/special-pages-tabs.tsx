import { Tabs } from "radix-ui";
import type { AboutPageForm, HomePageForm } from "../schema";
import { AboutPageEditor } from "./about-page-editor";
import { HomePageEditor } from "./home-page-editor";

const tabClass =
  "rounded-md px-4 py-2 text-sm font-medium text-steel-700 hover:bg-steel-100 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

/**
 * The two special pages in tabs. Both editors stay mounted, so switching tabs keeps
 * unsaved edits; each saves through its own page's action.
 */
export function SpecialPagesTabs({ home, about }: { home: HomePageForm; about: AboutPageForm }) {
  return (
    <Tabs.Root defaultValue="home" className="mt-6">
      <Tabs.List aria-label="Páginas especiais" className="inline-flex gap-1 rounded-lg bg-steel-100 p-1">
        <Tabs.Trigger value="home" className={tabClass}>
          Página Inicial
        </Tabs.Trigger>
        <Tabs.Trigger value="about" className={tabClass}>
          Quem Somos
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="home" forceMount className="mt-4 focus:outline-none data-[state=inactive]:hidden">
        <HomePageEditor initial={home} />
      </Tabs.Content>
      <Tabs.Content value="about" forceMount className="mt-4 focus:outline-none data-[state=inactive]:hidden">
        <AboutPageEditor initial={about} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
