import { History } from "lucide-react";
import { Link } from "react-router";
import type { RevisionSubject } from "~/db/schema";
import { Button } from "~/ui/button";

/** The 'Histórico' screen of an item: a catalogue page's or post's id, a policy's id, or 'home' / 'about'. */
function historyPath(subject: RevisionSubject, id: string) {
  return `/admin/history/${subject}/${encodeURIComponent(id)}`;
}

/** 'Histórico' on an editor: the item's saved versions, to compare and restore. */
type Props = {
  subject: RevisionSubject;
  id: string;
  size?: "sm" | "md";
  /** On a narrow screen only the icon shows, the name stays for screen readers. */
  compact?: boolean;
};

export function HistoryLink({ subject, id, size, compact = false }: Props) {
  return (
    <Button asChild variant="outline" size={size}>
      <Link to={historyPath(subject, id)}>
        <History aria-hidden className="size-4" />
        <span className={compact ? "sr-only sm:not-sr-only" : undefined}>Histórico</span>
      </Link>
    </Button>
  );
}
