import type { RevisionOrigin } from "~/db/schema";
import type { FieldChange } from "./changes";

/** A revision as the 'Histórico' screen lists it. */
export type RevisionEntry = {
  id: string;
  savedAt: string;
  /** The author's name; null once the account is gone. */
  author: string | null;
  origin: RevisionOrigin;
  restoredFromAt: string | null;
  /** What changed from the revision before it; null for the oldest one kept. */
  changes: FieldChange[] | null;
};
