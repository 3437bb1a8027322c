import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/ui/tabs";
import type { AboutPageForm, HomePageForm } from "../schema";
import { AboutPageEditor } from "./about-page-editor";
import { HomePageEditor } from "./home-page-editor";

/**
 * The two special pages in tabs. Both editors stay mounted, so switching tabs keeps
 * unsaved edits; each saves through its own page's action.
 */
export function SpecialPagesTabs({ home, about }: { home: HomePageForm; about: AboutPageForm }) {
  return (
    <Tabs defaultValue="home" className="mt-6">
      <TabsList aria-label="Páginas especiais">
        <TabsTrigger value="home">Página Inicial</TabsTrigger>
        <TabsTrigger value="about">Quem Somos</TabsTrigger>
      </TabsList>
      <TabsContent value="home" forceMount className="mt-4">
        <HomePageEditor initial={home} />
      </TabsContent>
      <TabsContent value="about" forceMount className="mt-4">
        <AboutPageEditor initial={about} />
      </TabsContent>
    </Tabs>
  );
}
