/**
 * How often the open dashboard reads its loader again: the figures' 30 s, the shortest of its
 * intervals, which the meetings' 5 minutes come along with (decision 300).
 */
export const dashboardRefreshMs = 30_000;

type Page = Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;

/**
 * Calls `refresh` every `every` ms while the page is visible. A page shown again after that long
 * hidden refreshes at once, then keeps the interval. Returns the stop.
 */
export function keepRefreshing(page: Page, refresh: () => void, every: number): () => void {
  let last = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    last = Date.now();
    refresh();
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const resume = () => {
    pause();
    if (Date.now() - last >= every) tick();
    timer = setInterval(tick, every);
  };
  const onVisibilityChange = () => (page.visibilityState === "visible" ? resume() : pause());
  if (page.visibilityState === "visible") resume();
  page.addEventListener("visibilitychange", onVisibilityChange);
  return () => {
    pause();
    page.removeEventListener("visibilitychange", onVisibilityChange);
  };
}
