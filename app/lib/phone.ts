/**
 * A `tel:` address in E.164, so a phone dials it from abroad or from a SIM of another country:
 * "(19) 3333-4444" → "tel:+551933334444". A number written with its country code keeps it; a
 * leading trunk zero ("019…") is dropped.
 */
export function telHref(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  const national = digits.replace(/^0+/, "");
  const withCountry = national.startsWith("55") && national.length >= 12 ? national : `55${national}`;
  return `tel:+${withCountry}`;
}
