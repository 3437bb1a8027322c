import { redirect } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readWithRetries, retryDelayMs } from "./read-with-retries";

/** What a loader's thrown `data(…, { status })` becomes in the browser. */
const answered = (status: number) => ({ status, statusText: "", internal: false, data: null });

/** A read that fails `failures` times with `error`, then answers. */
function flakyRead(failures: number, error: unknown = new TypeError("Failed to fetch")) {
  let calls = 0;
  const read = vi.fn(async () => {
    calls++;
    if (calls <= failures) throw error;
    return { figures: calls };
  });
  return read;
}

describe("reading with retries", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 1, 2 and 4 s between tries, at most 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it("answers after three failures of the network or the server, reading again after 1, 2 and 4 s", async () => {
    const read = flakyRead(3, new Error("Unexpected Server Error"));
    const answer = readWithRetries(read, new AbortController().signal);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(read).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(answer).resolves.toEqual({ figures: 4 });
  });

  it("gives up after the third retry with the last failure", async () => {
    const read = flakyRead(4);
    const answer = readWithRetries(read, new AbortController().signal);
    const outcome = expect(answer).rejects.toThrow("Failed to fetch");
    await vi.advanceTimersByTimeAsync(7000);
    await outcome;
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("reads again after a 5xx answer, never after a redirect or a refusal", async () => {
    const unavailable = flakyRead(1, answered(503));
    const retried = readWithRetries(unavailable, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(retried).resolves.toEqual({ figures: 2 });

    for (const error of [redirect("/admin/auth"), answered(403)]) {
      const read = flakyRead(1, error);
      await expect(readWithRetries(read, new AbortController().signal)).rejects.toBe(error);
      expect(read).toHaveBeenCalledTimes(1);
    }
  });

  it("stops waiting when the read is no longer wanted", async () => {
    const read = flakyRead(1);
    const leaving = new AbortController();
    const answer = readWithRetries(read, leaving.signal);
    const outcome = expect(answer).rejects.toThrow("saiu");
    await vi.advanceTimersByTimeAsync(500);
    leaving.abort(new Error("saiu"));
    await outcome;
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
