import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { proposalCounters } from "~/db/schema";
import { businessTimeZone } from "~/lib/dates";

/** The year a proposal is numbered in: São Paulo's. */
const proposalYear = (now: Date) => new TZDate(now.getTime(), businessTimeZone).getFullYear();

/**
 * The next number of the year, '2026-0001' on: the year's counter row is created or raised by
 * one statement, whose row lock makes a second instance's numbering wait for this transaction,
 * so no two proposals ever share a number (decision 261).
 */
export async function nextProposalNumber(database: Database | Transaction, now = new Date()) {
  const year = proposalYear(now);
  const [row] = await database
    .insert(proposalCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: proposalCounters.year, set: { lastNumber: sql`${proposalCounters.lastNumber} + 1` } })
    .returning({ lastNumber: proposalCounters.lastNumber });
  return `${year}-${String(row!.lastNumber).padStart(4, "0")}`;
}
