import { z } from "~/lib/zod";
import { requiredText } from "~/lib/form-rules";
import { sameEmail } from "./email-mention";
import { privacyMessages } from "./privacy-messages";

/**
 * The erasure's confirmation: the lead's e-mail typed again (case, spaces and accents aside).
 * The browser checks it against the e-mail on screen, the server against the stored one.
 */
export const erasureSchema = (leadEmail: string) =>
  z.object({
    email: requiredText(privacyMessages.emailRequired, 254).refine((typed) => sameEmail(typed, leadEmail), privacyMessages.emailDiffers),
  });
