/**
 * A Brazilian phone in E.164, so it dials from abroad or from a SIM of another country and search
 * engines read it: "(19) 3333-4444" → "+551933334444". A number written with its country code
 * keeps it; a leading trunk zero ("019…") is dropped.
 */
export function e164Phone(phone: string) {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `+${digits}`;
  const national = digits.replace(/^0+/, "");
  const withCountry = national.startsWith("55") && national.length >= 12 ? national : `55${national}`;
  return `+${withCountry}`;
}

/** A `tel:` address in E.164: "(19) 3333-4444" → "tel:+551933334444". */
export const telHref = (phone: string) => `tel:${e164Phone(phone)}`;
