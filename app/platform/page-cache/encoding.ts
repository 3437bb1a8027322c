import Negotiator from "negotiator";

export type Encoding = "br" | "gzip" | "identity";

// Brotli first when a browser accepts both equally: its bodies are the smallest.
const offered: Encoding[] = ["br", "gzip", "identity"];

/** Negotiator 1.x breaks ties by the server's preference; its published types predate that option. */
type WithPreference = { encoding(available: Encoding[], options: { preferred: Encoding[] }): string | undefined };

/**
 * The variant to send for an Accept-Encoding header, with its q-values and `*`; identity when
 * the header refuses everything, as a server may (RFC 9110, 12.5.3).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = chosenFor.get(acceptEncoding);
  if (known) return known;
  const encoding = negotiate(acceptEncoding);
  // Browsers send a handful of distinct headers: remembered, within bounds no client can push.
  if (acceptEncoding.length > 200) return encoding;
  if (chosenFor.size >= 64) chosenFor.clear();
  chosenFor.set(acceptEncoding, encoding);
  return encoding;
}

const chosenFor = new Map<string, Encoding>();

function negotiate(acceptEncoding: string): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as WithPreference;
  const chosen = negotiator.encoding(offered, { preferred: offered });
  return (chosen as Encoding | undefined) ?? "identity";
}
