import { Badge } from "~/ui/badge";
import { awaitingConfirmation } from "../meeting-hold";

/** A meeting booked from the site that the visitor has not confirmed yet; nothing once confirmed. */
export function MeetingHoldBadge({ heldUntil }: { heldUntil: string | null }) {
  return heldUntil ? <Badge tone="warning">{awaitingConfirmation(heldUntil)}</Badge> : null;
}
