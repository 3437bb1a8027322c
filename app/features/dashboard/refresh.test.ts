import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dashboardRefreshMs, keepRefreshing } from "./refresh";

/** A tab that can be hidden and shown again. */
class Tab extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

describe("the dashboard's refresh", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads again every 30 s while the tab is visible", () => {
    const refresh = vi.fn();
    const stop = keepRefreshing(new Tab(), refresh, dashboardRefreshMs);
    vi.advanceTimersByTime(29_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(11);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(11);
  });

  it("waits while the tab is hidden, and reads at once when it is shown after 30 s or more", () => {
    const tab = new Tab();
    const refresh = vi.fn();
    const stop = keepRefreshing(tab, refresh, dashboardRefreshMs);
    vi.advanceTimersByTime(10_000);
    tab.show("hidden");
    vi.advanceTimersByTime(10 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    tab.show("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it("does not read again when the tab comes back sooner, and reads 30 s after it is shown", () => {
    const tab = new Tab();
    const refresh = vi.fn();
    const stop = keepRefreshing(tab, refresh, dashboardRefreshMs);
    vi.advanceTimersByTime(20_000);
    tab.show("hidden");
    vi.advanceTimersByTime(5_000);
    tab.show("visible");
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it("starts only once a hidden tab is shown", () => {
    const tab = new Tab();
    tab.visibilityState = "hidden";
    const refresh = vi.fn();
    const stop = keepRefreshing(tab, refresh, dashboardRefreshMs);
    vi.advanceTimersByTime(60_000);
    expect(refresh).not.toHaveBeenCalled();
    tab.show("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });
});
