/** Characters that may sit right before an address inside text and belong to it (its local part). */
const localPart = "a-z0-9._%+-";

/**
 * A PostgreSQL regular expression that finds this e-mail (already lowercase and accent-free) in
 * lowercase, accent-free text as a whole address: 'ana@exemplo.com' is found in "escreva para
 * ana@exemplo.com." but not in "joana@exemplo.com" nor in "ana@exemplo.com.br".
 */
export function emailMentionPattern(emailKey: string) {
  const escaped = emailKey.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  return `(^|[^${localPart}])${escaped}($|[^a-z0-9.-]|\\.($|[^a-z0-9-]))`;
}

/** An e-mail as staff type it, compared without regard to spaces, case or accents. */
export function sameEmail(typed: string, stored: string) {
  const key = (email: string) => email.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return key(typed) === key(stored);
}
