import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/ui/button";
import { canMove, type Direction } from "../ordering";

type Props = {
  /** Names the item in the buttons' accessible names, e.g. "a área Reciclagem". */
  itemName: string;
  index: number;
  count: number;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
};

/**
 * Move up, move down and remove for one item of an ordered list. The first cannot move
 * up and the last cannot move down. After a move the focus follows the item, on the same
 * button when it can still be used.
 */
export function ItemControls({ itemName, index, count, onMove, onRemove }: Props) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  function move(direction: Direction) {
    onMove(direction);
    requestAnimationFrame(() => {
      const [same, other] = direction === -1 ? [up.current, down.current] : [down.current, up.current];
      (same && !same.disabled ? same : other)?.focus();
    });
  }

  return (
    <div className="ml-auto flex shrink-0 gap-1">
      <Button
        ref={up}
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => move(-1)}
        disabled={!canMove(count, index, -1)}
        aria-label={`Mover ${itemName} para cima`}
        title="Mover para cima"
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        ref={down}
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => move(1)}
        disabled={!canMove(count, index, 1)}
        aria-label={`Mover ${itemName} para baixo`}
        title="Mover para baixo"
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={`Remover ${itemName}`}
        title="Remover"
        className="text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
