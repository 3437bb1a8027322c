import v8 from "node:v8";
import vm from "node:vm";

const collectGarbage = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

/** The bytes still held after two full collections: the JavaScript heap, and buffers' memory when asked. */
export function memoryInUse({ withBuffers = false } = {}) {
  collectGarbage();
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + (withBuffers ? usage.arrayBuffers : 0);
}
