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

const mib64 = 64 * 1024 * 1024;

/** Where a mapping's resident memory belongs, as glibc and V8 lay a Node process out on Linux. */
function kindOf(start: number, bytes: number, name: string) {
  if (name === "[heap]") return "malloc, main arena";
  if (name) return "files (the program, its libraries)";
  // glibc maps each thread's arena at a 64 MiB boundary and never larger than that.
  if (start % mib64 === 0 && bytes <= mib64) return "malloc, threads' arenas";
  if (bytes >= 128 * 1024 * 1024) return "large reservations (WebAssembly memory)";
  return "other anonymous (V8 heap pages, buffers)";
}

/** Resident memory by kind, in MiB, from the text of /proc/<pid>/smaps: names what grows outside the JavaScript heap. */
export function residentByKindOf(smaps: string) {
  const kinds: Record<string, number> = {};
  let kind: string | undefined;
  for (const line of smaps.split("\n")) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const start = Number.parseInt(mapping[1]!, 16);
      kind = kindOf(start, Number.parseInt(mapping[2]!, 16) - start, mapping[3]!.trim());
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && kind) kinds[kind] = (kinds[kind] ?? 0) + Number(rss[1]) / 1024;
  }
  return kinds;
}

/** Resident memory of a process by kind, in MiB (Linux). */
export function residentByKind(pid: number) {
  return residentByKindOf(fs.readFileSync(`/proc/${pid}/smaps`, "utf8"));
}
