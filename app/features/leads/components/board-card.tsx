import { useDraggable } from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { Card } from "~/ui/card";
import type { ActionAnswer } from "~/lib/action-result";
import type { LeadListItem } from "../lead-list-row";
import type { DraggedLead } from "./board-dnd";
import { LeadFacts } from "./lead-facts";
import { LeadStatusForm } from "./lead-status-form";

/** The id of a card's drag handle, where focus comes back after the reason's dialog. */
export const dragHandleId = (leadId: string) => `arrastar-${leadId}`;

type Props = { lead: LeadListItem; reasons: string[]; documentAnswer: ActionAnswer | undefined };

/** A lead on the board: dragged by its handle, or moved with its form (a select and 'Mover'). */
export function BoardCard({ lead, reasons, documentAnswer }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: lead.id,
    data: { name: lead.name, status: lead.status } satisfies DraggedLead,
    attributes: { roleDescription: "lead arrastável" },
  });
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(isDragging && "relative z-20")}
    >
      <Card className={cn("space-y-2 p-3", isDragging && "shadow-lg ring-2 ring-brand-500")}>
        <div className="flex items-start gap-1">
          <button
            type="button"
            ref={setActivatorNodeRef}
            id={dragHandleId(lead.id)}
            {...attributes}
            {...listeners}
            aria-label={`Arrastar ${lead.name}`}
            className="-ml-1 shrink-0 cursor-grab touch-none rounded p-1 text-steel-600 hover:bg-steel-100 hover:text-steel-900 active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
          <div className="min-w-0">
            <Link to={`/admin/leads/${lead.id}`} className="font-semibold break-words text-brand-800 underline hover:text-brand-900">
              {lead.name}
            </Link>
            {lead.company ? <p className="text-xs break-words text-steel-700">{lead.company}</p> : null}
          </div>
        </div>
        <LeadFacts lead={lead} />
        <LeadStatusForm lead={lead} reasons={reasons} documentAnswer={documentAnswer} compact />
      </Card>
    </li>
  );
}
