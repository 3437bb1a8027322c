/** How the dashboard's figures and meetings refresh and retry, as query options. */
const minute = 60 * 1000;

const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30 * 1000);

export const statsQuery = {
  queryKey: ["dashboard", "stats"] as const,
  staleTime: 5 * minute,
  refetchInterval: 30 * 1000,
  retry: 3,
  retryDelay: backoff,
};

export const meetingsQuery = {
  queryKey: ["dashboard", "meetings"] as const,
  refetchInterval: 5 * minute,
  retry: 3,
  retryDelay: backoff,
};

export type MeetingItem = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  meetingAt: string;
  /** Until when a meeting booked from the site waits for the visitor's confirmation; null once confirmed. */
  meetingHeldUntil: string | null;
  status: string;
};

/** Fetches one of the dashboard's JSON endpoints; a failure's message is `failure`, then the status. */
export async function fetchJson<T>(url: string, failure: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${failure}: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}
