import type { ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

export type UrlTab = { value: string; label: string; content: () => ReactNode };

/** The address of a tab: the first tab is the default and leaves the parameter out; other parameters stay. */
function searchWithTab(search: string, param: string, tab: string, defaultTab: string) {
  const params = new URLSearchParams(search);
  if (tab === defaultTab) params.delete(param);
  else params.set(param, tab);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** True when two addresses differ only in the open tab: every tab's data is already on screen. */
export function onlyTabChanged(current: URL, next: URL, param = "aba") {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(param);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next);
}

/**
 * Tabs whose open tab is in the address (`?aba=`), so a link can open any of them; switching
 * replaces the address and keeps the other parameters. Only the open panel is rendered.
 */
export function UrlTabs({ label, tabs, param = "aba" }: { label: string; tabs: UrlTab[]; param?: string }) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // The tab being opened shows at once, before the address finishes changing.
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const asked = new URLSearchParams((pending ?? location).search).get(param);
  const open = tabs.find((tab) => tab.value === asked) ?? tabs[0]!;

  return (
    <Tabs
      value={open.value}
      onValueChange={(value) =>
        navigate({ search: searchWithTab(location.search, param, value, tabs[0]!.value) }, { replace: true, preventScrollReset: true })
      }
      className="mt-5"
    >
      <TabsList aria-label={label} className="flex max-w-full flex-wrap sm:inline-flex">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent key={open.value} value={open.value} className="mt-5 rounded-card">
        {open.content()}
      </TabsContent>
    </Tabs>
  );
}
