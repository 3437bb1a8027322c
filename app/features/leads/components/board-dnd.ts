import {
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from "@dnd-kit/core";
import { leadStatuses, type LeadStatus } from "~/db/schema";
import { leadStatusLabel } from "../lead-status";

/** What a card carries while it is dragged: who it is and the column it left. */
export type DraggedLead = { name: string; status: LeadStatus };

const isStatus = (value: unknown): value is LeadStatus => (leadStatuses as readonly unknown[]).includes(value);

const nameOf = (active: { data: { current?: Record<string, unknown> } }) => String(active.data.current?.name ?? "O lead");

const columnOf = (id: unknown) => (isStatus(id) ? leadStatusLabel(id) : String(id));

export const boardInstructions: ScreenReaderInstructions = {
  draggable:
    "Para mover o lead para outra coluna, pressione espaço. Use as setas para escolher a coluna e pressione espaço de novo para soltar, ou Esc para cancelar.",
};

/** What a screen reader hears at each step of a move, in Portuguese. */
export const boardAnnouncements: Announcements = {
  onDragStart: ({ active }) => `${nameOf(active)} foi pego. Use as setas para escolher a coluna.`,
  onDragOver: ({ active, over }) =>
    over ? `${nameOf(active)} está sobre a coluna ${columnOf(over.id)}.` : `${nameOf(active)} não está sobre nenhuma coluna.`,
  onDragEnd: ({ active, over }) =>
    over ? `${nameOf(active)} foi solto na coluna ${columnOf(over.id)}.` : `${nameOf(active)} foi solto fora das colunas e não mudou.`,
  onDragCancel: ({ active }) => `Movimento cancelado. ${nameOf(active)} continua na coluna ${columnOf(active.data.current?.status)}.`,
};

const columnSteps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The arrows move a picked-up card one column at a time, in the order of the statuses (right and
 * down to the next, left and up to the one before), so a keyboard reaches every column whatever
 * the screen's width lays them out as. The column chosen so far is kept here, so keys pressed
 * faster than the screen redraws still count one column each; `reset` forgets it between drags.
 */
export function columnByColumn() {
  let chosen: LeadStatus | null = null;
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const step = columnSteps[event.code];
    if (step === undefined) return undefined;
    event.preventDefault();
    const from = chosen ?? (context.active?.data.current as DraggedLead | undefined)?.status;
    const next = from ? leadStatuses[leadStatuses.indexOf(from) + step] : undefined;
    const rect = next ? context.droppableRects.get(next) : undefined;
    if (!next || !rect) return undefined;
    chosen = next;
    // Just inside the column's corner, where the collisions look for it.
    return { x: rect.left + 8, y: rect.top + 8 };
  };
  const reset = () => {
    chosen = null;
  };
  return { coordinateGetter, reset };
}

/**
 * A mouse or a finger drops in the column it points at; a keyboard, in the column where the card's
 * corner is (a tall card over a short column reaches into the next one).
 */
export const boardCollisions: CollisionDetection = (args) =>
  pointerWithin({
    ...args,
    pointerCoordinates: args.pointerCoordinates ?? { x: args.collisionRect.left + 1, y: args.collisionRect.top + 1 },
  });
