import { describe, expect, it } from "vitest";
import { contactFormSchema } from "~/features/contact/schema";
import { loadContactRequest } from "./contact-request";

describe("the load scripts' contact request", () => {
  it("is one the site accepts, so a soak or a lead bench measures stored leads and not refusals", () => {
    const parsed = contactFormSchema.safeParse(loadContactRequest("carga-1@bench.exemplo.com.br", "teste de carga"));
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({ email: "carga-1@bench.exemplo.com.br", type: "quote_request" });
  });
});
