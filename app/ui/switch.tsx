import { Switch as SwitchPrimitive } from "radix-ui";

type Props = {
  id: string;
  name?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
};

/** A labelled on/off switch; with a name it posts "true" or "false" with its form, scripts or not. */
export function Switch({ id, name, checked, onCheckedChange, label, disabled }: Props) {
  return (
    <div className="flex items-center gap-3">
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative h-6 w-11 shrink-0 rounded-full bg-steel-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className="text-sm font-medium text-steel-800">
        {label}
      </label>
      {name ? <input type="hidden" name={name} value={String(checked)} /> : null}
    </div>
  );
}
