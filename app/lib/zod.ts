import { z } from "zod";

// Zod compiles an object schema's parser with `new Function` unless told not to, and probes for
// eval as the schema is made; the Content-Security-Policy forbids eval, and the probe alone reports
// a violation. Every module of the app takes `z` from here (the lint refuses it from "zod"), so
// this runs before the first schema is made, in the browser and on the server, and a page
// without a form loads no zod at all (decision 301).
z.config({ jitless: true });

export { z };
