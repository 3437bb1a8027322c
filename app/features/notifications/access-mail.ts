/**
 * E-mails that carry a sign-in link: a password reset and a team invitation. They are the
 * account's business, never a person's data (decision 177), and their link is kept apart from
 * their text until they are sent.
 */
export const accessMailKinds = ["password-reset", "invitation"] as const;

export type AccessMailKind = (typeof accessMailKinds)[number];

export const isAccessMail = (kind: string): kind is AccessMailKind => accessMailKinds.some((accessKind) => accessKind === kind);

/** What an access e-mail's stored text shows where its link goes: the link itself is never stored readable after sending. */
export const secretLinkPlaceholder = "[link de acesso, enviado somente ao destinatário]";

/** The text the recipient reads: the placeholder replaced by the link, when the link is still kept. */
export const withSecretLink = (text: string, link: string | null) => (link === null ? text : text.replace(secretLinkPlaceholder, link));
