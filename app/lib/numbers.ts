/** Numbers as staff read them in pt-BR: "1.250", "37,5%", "2 min 05 s". */
const integer = new Intl.NumberFormat("pt-BR");
const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const unit = (name: "hour" | "minute" | "second", digits = 1) =>
  new Intl.NumberFormat("pt-BR", { style: "unit", unit: name, unitDisplay: "short", minimumIntegerDigits: digits });
const hours = unit("hour");
const minutes = unit("minute");
const paddedMinutes = unit("minute", 2);
const seconds = unit("second");
const paddedSeconds = unit("second", 2);

export const formatInteger = (value: number) => integer.format(value);

/** A fraction as a percentage: 0.375 is "37,5%". */
export const formatPercent = (value: number) => percent.format(value);

/**
 * A length of time in the units it is read in: "7 s", "2 min 05 s", "2 min", "1 h 02 min"
 * (seconds are left out from an hour up).
 */
export function formatDuration(ms: number) {
  const total = Math.max(0, Math.round(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  if (h > 0) return m > 0 ? `${hours.format(h)} ${paddedMinutes.format(m)}` : hours.format(h);
  if (m > 0) return s > 0 ? `${minutes.format(m)} ${paddedSeconds.format(s)}` : minutes.format(m);
  return seconds.format(s);
}
