import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDatabaseLock } from "./lock.server";

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("embedded database lock", () => {
  it("lets one holder in and frees the lock on release", () => {
    const release = acquireDatabaseLock(dataDir, "npm start");
    expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(true);
    release();
    expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });

  it("takes over the lock of a process that no longer exists", () => {
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    fs.writeFileSync(
      path.join(dataDir, "db.lock"),
      JSON.stringify({ pid: Number(gone), holder: "npm start", since: "2026-01-01T00:00:00.000Z" }),
    );
    const release = acquireDatabaseLock(dataDir, "npm run seed");
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "db.lock"), "utf8")).holder).toBe("npm run seed");
    release();
  });

  it("lets the child a server starts use the database under the server's lock, and nobody else", () => {
    const lockFile = path.join(dataDir, "db.lock");
    const lock = (pid: number) =>
      fs.writeFileSync(lockFile, JSON.stringify({ pid, holder: "npm start", since: "2026-01-01T00:00:00.000Z" }));
    lock(process.ppid);
    const release = acquireDatabaseLock(dataDir, "npm start (preparação do banco)", { heldByParent: true });
    release();
    expect(JSON.parse(fs.readFileSync(lockFile, "utf8")).pid).toBe(process.ppid);
    lock(process.pid);
    expect(() => acquireDatabaseLock(dataDir, "npm start (preparação do banco)", { heldByParent: true })).toThrow(/não detém o bloqueio/);
  });
});
