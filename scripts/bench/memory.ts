import fs from "node:fs";

/** The resident memory of a process, in MiB, from /proc (Linux). */
export function residentMiB(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** Samples a process's resident memory every 100 ms until stopped; returns the peak. */
export function watchPeakMemory(pid: number) {
  let peak = residentMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMiB(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMiB(pid));
  };
}
