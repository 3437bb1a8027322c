import fs from "node:fs";

/** The resident memory of a process, in MiB, from /proc (Linux). */
function residentMiB(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** The processes a process started, and theirs, from /proc (Linux). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Resident memory of a process and all its descendants, in MiB. */
export function residentTreeMiB(pid: number) {
  return [pid, ...descendants(pid)].reduce((sum, each) => {
    try {
      return sum + residentMiB(each);
    } catch {
      // Ended between the listing and the reading.
      return sum;
    }
  }, 0);
}

/** Samples the resident memory of a process and its descendants every 100 ms until stopped; returns the peak. */
export function watchPeakMemory(pid: number) {
  let peak = residentTreeMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentTreeMiB(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentTreeMiB(pid));
  };
}

/** The median of the last `width` values: one collection's spike or dip moves it by nothing. */
export function movingMedian(values: number[], width: number) {
  const window = values.slice(-width).sort((a, b) => a - b);
  return window[Math.floor(window.length / 2)] ?? Number.NaN;
}
