import crypto from "node:crypto";

/** Only this hash of a proposal's link is stored: whoever reads the database cannot answer for the customer. */
export const proposalTokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
