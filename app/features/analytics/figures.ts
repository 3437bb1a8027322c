/** What the analytics tab shows for one period: every figure counted from the stored visits, none a placeholder. */
export type Figures = {
  views: number;
  visitors: number;
  visits: number;
  /** Share of visits with a single page view, 0 to 1; null without visits. */
  bounceRate: number | null;
  /** Engaged time when the heartbeat reported it, else the time between the first and last view. */
  averageVisitMs: number | null;
  topPages: Array<{ path: string; views: number }>;
  devices: Array<{ device: string; visits: number }>;
  sources: Array<{ source: string; visits: number }>;
  /** Tagged campaigns (utm_campaign) with the utm_source they were tagged with ('' when none), most visited first. */
  campaigns: Array<{ campaign: string; source: string; visits: number }>;
};

/** The change from the previous period, as a fraction (0.25 is +25%); null when there is nothing to compare with. */
export function change(current: number | null, previous: number | null | undefined) {
  if (current === null || previous === null || previous === undefined || previous === 0) return null;
  return (current - previous) / previous;
}
