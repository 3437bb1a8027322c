import { DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { Link, useFetchers, useSubmit } from "react-router";
import type { LeadStatus } from "~/db/schema";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { countOf } from "~/lib/plural";
import type { ActionAnswer } from "~/lib/action-result";
import { leadFilterQuery, type LeadFilters } from "../lead-filters";
import type { LeadListItem } from "../lead-list-row";
import { leadStatusLabel } from "../lead-status";
import { BoardCard, dragHandleId } from "./board-card";
import { boardAnnouncements, boardCollisions, boardInstructions, columnByColumn, type DraggedLead } from "./board-dnd";
import { statusFormId } from "./lead-status-form";
import { LostReasonDialog } from "./lost-reason-dialog";

type Column = { status: LeadStatus; total: number; valueCents: number; leads: LeadListItem[] };

type Props = {
  columns: Column[];
  reasons: string[];
  filters: LeadFilters;
  columnSize: number;
  documentAnswer: ActionAnswer | undefined;
};

/** The list of one status under the same filters: where a full column's other leads are. */
function columnListHref(filters: LeadFilters, status: LeadStatus) {
  return `/admin/leads?${leadFilterQuery({ ...filters, status }).toString()}`;
}

/** The statuses being saved, by lead: a card shows in its new column while its move is on its way. */
function useMovesUnderWay() {
  const fetchers = useFetchers();
  const moving = new Map<string, LeadStatus>();
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (form?.get("intent") !== "status") continue;
    // 'Perdido' without its reason is refused: the card stays until a reason goes with it.
    if (form.get("status") === "perdido" && !form.get("lostReason")) continue;
    moving.set(String(form.get("leadId")), form.get("status") as LeadStatus);
  }
  return moving;
}

function BoardColumn({ column, children }: { column: Column; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const headingId = `quadro-${column.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn("min-w-0 rounded-card bg-steel-100 p-3", isOver && "bg-brand-50 ring-2 ring-brand-500")}
    >
      <h2 id={headingId} className="font-semibold text-steel-900">
        {leadStatusLabel(column.status)}
      </h2>
      <p className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-2 text-sm text-steel-700">
        <span>{countOf(column.total, "lead", "leads")}</span>
        <span className="font-semibold text-steel-900 tabular-nums">{formatPrice(column.valueCents)}</span>
      </p>
      {children}
    </section>
  );
}

/**
 * One column per status, with its count and value, the most recently touched leads first. A card
 * is dragged to another column with the mouse, a finger or the keyboard, or moved with its form
 * (a select and 'Mover'), which works without scripts; both post the same status form. A card
 * dropped on 'Perdido' asks for the reason first.
 */
export function LeadsBoard({ columns, reasons, filters, columnSize, documentAnswer }: Props) {
  const submit = useSubmit();
  const moving = useMovesUnderWay();
  const [losing, setLosing] = useState<{ id: string; name: string; lostReason: string | null; drop: number } | null>(null);
  const drops = useRef(0);
  const [keyboard] = useState(columnByColumn);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  );
  const leads = columns.flatMap((column) => column.leads);
  const closeDialog = useCallback(() => setLosing(null), []);

  function dropped({ active, over }: DragEndEvent) {
    keyboard.reset();
    const lead = leads.find((item) => item.id === active.id);
    const from = (active.data.current as DraggedLead | undefined)?.status;
    if (!lead || !over || over.id === from) return;
    const status = over.id as LeadStatus;
    if (status === "perdido") {
      drops.current += 1;
      setLosing({ id: lead.id, name: lead.name, lostReason: lead.lostReason, drop: drops.current });
      return;
    }
    void submit(
      { intent: "status", leadId: lead.id, status },
      { method: "post", navigate: false, fetcherKey: statusFormId(lead.id, true), preventScrollReset: true },
    );
  }

  return (
    <>
      <DndContext
        id="quadro-de-leads"
        sensors={sensors}
        collisionDetection={boardCollisions}
        accessibility={{ announcements: boardAnnouncements, screenReaderInstructions: boardInstructions }}
        onDragStart={keyboard.reset}
        onDragCancel={keyboard.reset}
        onDragEnd={dropped}
      >
        <div className="mt-6 grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
          {columns.map((column) => {
            const shown = leads.filter((lead) => (moving.get(lead.id) ?? lead.status) === column.status);
            return (
              <BoardColumn key={column.status} column={column}>
                {shown.length === 0 ? (
                  <p className="mt-3 text-sm text-steel-600">Nenhum lead.</p>
                ) : (
                  <ul aria-label={leadStatusLabel(column.status)} className="mt-3 space-y-2">
                    {shown.map((lead) => (
                      <BoardCard key={lead.id} lead={lead} reasons={reasons} documentAnswer={documentAnswer} />
                    ))}
                  </ul>
                )}
                {column.total > columnSize ? (
                  <Link
                    to={columnListHref(filters, column.status)}
                    className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
                  >
                    Ver todos os {column.total} na lista
                  </Link>
                ) : null}
              </BoardColumn>
            );
          })}
        </div>
      </DndContext>
      {losing ? (
        <LostReasonDialog
          key={`${losing.id}-${losing.drop}`}
          lead={losing}
          reasons={reasons}
          onClose={closeDialog}
          onCloseFocus={() => document.getElementById(dragHandleId(losing.id))?.focus()}
        />
      ) : null}
    </>
  );
}
