import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";

const tabClass =
  "rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap text-steel-700 hover:bg-steel-100 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm";

export type UrlTab = { value: string; label: string; content: () => ReactNode };

/** The address of a tab: the first tab is the default and leaves the parameter out; other parameters stay. */
export function searchWithTab(search: string, param: string, tab: string, defaultTab: string) {
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
    <Tabs.Root
      value={open.value}
      onValueChange={(value) => navigate({ search: searchWithTab(location.search, param, value, tabs[0]!.value) }, { replace: true, preventScrollReset: true })}
      className="mt-5"
    >
      <Tabs.List aria-label={label} className="flex max-w-full flex-wrap gap-1 rounded-lg bg-steel-100 p-1 sm:inline-flex">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content key={open.value} value={open.value} className="mt-5 rounded-card">
        {open.content()}
      </Tabs.Content>
    </Tabs.Root>
  );
}
