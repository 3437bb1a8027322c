/**
 * Zod compiles its object parsers with `new Function` where it may; the Content-Security-Policy
 * forbids eval, and even zod's probe for it reports a violation. Zod adopts this global object as
 * its settings when it loads (or has it already), so the root turns the compiler off here without
 * loading zod on pages that have no form.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
