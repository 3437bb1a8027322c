import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { autoOpenDelayMs, leadPromptDone, markLeadPromptDone, promptHeldBack } from "../lead-budget";
import type { LeadDialogVariant } from "./lead-dialog";

// The dialog and its form load when first needed, keeping them off the first page load.
const LeadDialog = lazy(() => import("./lead-dialog"));

type CurrentPage = { title: string; path: string } | null;

type LeadCaptureContext = {
  openForPage: (page: { title: string; path: string }) => void;
  setCurrentPage: (page: CurrentPage) => void;
};

const Context = createContext<LeadCaptureContext | null>(null);

export function useLeadCapture() {
  const context = useContext(Context);
  if (!context) throw new Error("useLeadCapture needs the LeadCapture provider.");
  return context;
}

const retryMs = 2000;

/**
 * Holds the quote modal and the catalogue contact popup: one opens by itself 5 s after the
 * first page of a session (the popup on catalogue pages, the modal elsewhere), within the
 * once-per-session budget, and only when nothing else needs the visitor (docs/product/leads.md);
 * 'Solicitar Contato' opens the popup at any time.
 */
export function LeadCapture({ children }: { children: ReactNode }) {
  const [variant, setVariant] = useState<LeadDialogVariant | null>(null);
  const [currentPage, setCurrentPage] = useState<CurrentPage>(null);
  const location = useLocation();
  const pagePath = currentPage?.path === location.pathname ? currentPage : null;

  const pathname = location.pathname;
  useEffect(() => {
    if (leadPromptDone()) return;
    // A visitor typing in a form is already telling us something: the prompt is spent.
    const typed = () => markLeadPromptDone();
    document.addEventListener("input", typed, true);
    // Each page gets its own 5 s, so a visitor who just arrived is never covered at once.
    let timer = setTimeout(function tryOpen() {
      // Read again at every try: the chat or a form may have spent the prompt meanwhile.
      if (leadPromptDone()) return;
      if (promptHeldBack(pathname)) {
        timer = setTimeout(tryOpen, retryMs);
        return;
      }
      setVariant((open) => open ?? { kind: "quote" });
    }, autoOpenDelayMs);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("input", typed, true);
    };
  }, [pathname]);

  const openForPage = useCallback((page: { title: string; path: string }) => {
    setVariant({ kind: "page", pageTitle: page.title, pagePath: page.path });
  }, []);
  const context = useMemo(() => ({ openForPage, setCurrentPage }), [openForPage]);

  // On a catalogue page, the automatic prompt is the popup that records the page.
  const shown: LeadDialogVariant | null =
    variant?.kind === "quote" && pagePath ? { kind: "page", pageTitle: pagePath.title, pagePath: pagePath.path } : variant;

  return (
    <Context.Provider value={context}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <LeadDialog
            variant={shown}
            open
            onClose={() => {
              markLeadPromptDone();
              setVariant(null);
            }}
          />
        </Suspense>
      ) : null}
    </Context.Provider>
  );
}
