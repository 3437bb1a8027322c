import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "./test";
import S3rver from "s3rver";
import { freePort } from "../../scripts/bench/processes";
import { createStaff } from "../../scripts/bench/staff";
import { startServer, type ProductionServer } from "../../scripts/production-server";
import { signIn } from "./staff-accounts";
import { newPostgresDatabase } from "~/db/testing.server";
import { postgresUnavailable } from "./postgres-unavailable";

// Two production instances on one PostgreSQL database with STORAGE=s3 and a DATA_DIR each: the
// uploads live in a bucket of a local S3-compatible server (s3rver), no folder is shared.
const staff = { email: "equipe.bucket@magnasul.exemplo.com.br", password: "senha-bucket-segura-longa" };
const bucket = "magnasul-instancias";
// The smallest valid PNG: one transparent pixel.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test.describe.configure({ mode: "serial" });

let dropDatabase: (() => Promise<unknown>) | undefined;
let s3rver: S3rver | undefined;
let direct: S3Client | undefined;
const folders: string[] = [];
let a: ProductionServer | undefined;
let b: ProductionServer | undefined;
let dataDirA: string;
let dataDirB: string;
let cookie: string;

const folder = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const unavailable = await postgresUnavailable("the several-instances tests with a bucket");
  if (unavailable) {
    console.warn(unavailable);
    test.skip(true, unavailable);
  }
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: folder("s3rver-") });
  const endpoint = `http://127.0.0.1:${((await s3rver.run()) as AddressInfo).port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  direct = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  await direct.send(new CreateBucketCommand({ Bucket: bucket }));
  const database = await newPostgresDatabase("bucket_instances");
  dropDatabase = database.drop;

  const portA = await freePort();
  const portB = await freePort([portA]);
  const shared = {
    BETTER_AUTH_SECRET: "instancias-bucket-segredo-compartilhado-longo",
    PUBLIC_URL: `http://127.0.0.1:${portA}`,
    STORAGE: "s3",
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  };
  dataDirA = folder("bucket-instance-a-");
  dataDirB = folder("bucket-instance-b-");
  a = startServer({ port: portA, dataDir: dataDirA, databaseUrl: database.url, env: shared });
  b = startServer({ port: portB, dataDir: dataDirB, databaseUrl: database.url, env: shared });
  await Promise.all([a.ready(), b.ready()]);
  await createStaff(staff, { ...shared, DATABASE_URL: database.url, DATA_DIR: dataDirA });
  const session = await signIn(a.base, staff);
  expect(session.status).toBe(200);
  cookie = session.cookie;
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await dropDatabase?.();
  direct?.destroy();
  await s3rver?.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const inBucket = (key: string) =>
  direct!.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    () => false,
  );

test("the sample files seeded at start-up are in the bucket and served by both instances", async () => {
  expect(await inBucket("amostra-banner-inicial.webp")).toBe(true);
  for (const instance of [a!, b!]) {
    const served = await fetch(`${instance.base}/uploads/amostra-banner-inicial.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  }
});

test("a file uploaded through one instance is served and resized by the other, and deleted for both", async () => {
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "grade.png");
  const upload = await fetch(`${a!.base}/api/admin/uploads`, { method: "POST", headers: { cookie }, body: form });
  expect(upload.status).toBe(201);
  const { url, name } = (await upload.json()) as { url: string; name: string };
  expect(await inBucket(name)).toBe(true);

  const served = await fetch(`${b!.base}${url}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  const resized = await fetch(`${b!.base}/images/${name}?w=320`);
  expect(resized.status).toBe(200);
  expect(resized.headers.get("content-type")).toBe("image/webp");
  expect(fs.existsSync(path.join(dataDirB, "cache", "images", `${name}-320.webp`))).toBe(true);

  const removed = await fetch(`${a!.base}/api/admin/uploads/${name}`, { method: "DELETE", headers: { cookie } });
  expect(removed.status).toBe(204);
  expect(await inBucket(name)).toBe(false);
  expect((await fetch(`${b!.base}${url}`)).status).toBe(404);
  // Neither instance keeps uploads on its own disk.
  expect(fs.existsSync(path.join(dataDirA, "uploads"))).toBe(false);
  expect(fs.existsSync(path.join(dataDirB, "uploads"))).toBe(false);
});
