import type { Stats } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import express, { type Request, type RequestHandler, type Response } from "express";
import { config, type StorageConfig } from "~/config/env.server";
import { bucketClient, bucketStatusOf, type BucketSettings } from "./s3-storage.server";
import { onlyStoredUploads, servedUploadHeaders, uploadCacheControl, uploadMaxAgeSeconds } from "./served-headers.server";

/** A redirect is kept a day: long enough to spare the app, short enough to follow a new S3_PUBLIC_URL. */
const redirectCacheControl = "public, max-age=86400";

const singleRange = /^bytes=\d*-\d*$/;

function httpDate(value: string | undefined) {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

const singleTag = /^(W\/)?"[^",]*"$/;

/**
 * A 304 carries the validators and lifetime the 200 would have. S3 sends them with its 304;
 * a service that does not still matched the one tag the browser sent, when it sent one.
 */
function notModified(res: Response, error: unknown, ifNoneMatch: string | undefined) {
  const headers = (error as { $response?: { headers?: Record<string, string | undefined> } }).$response?.headers ?? {};
  const etag = headers.etag ?? (ifNoneMatch && singleTag.test(ifNoneMatch) ? ifNoneMatch : undefined);
  res.status(304).set("Cache-Control", uploadCacheControl);
  if (etag) res.set("ETag", etag);
  if (headers["last-modified"]) res.set("Last-Modified", headers["last-modified"]);
  res.end();
}

/**
 * A stored file is written once under a new name and never rewritten, so its size and time of
 * writing name its bytes: a strong ETag (decision 256), which lets a download resume (Range with
 * If-Range). The time is taken to the millisecond.
 */
function strongFileTag(stats: Pick<Stats, "size" | "mtimeMs">) {
  return `"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
}

/** HTTP compares If-Range strongly: a weak tag never matches, so the range gives way to the whole file. */
function dropRangeOnWeakCondition(req: Request) {
  if (req.get("if-range")?.startsWith("W/")) delete req.headers.range;
}

function fromFolder(root: string): RequestHandler {
  const serve = express.static(path.resolve(root), {
    index: false,
    dotfiles: "deny",
    maxAge: uploadMaxAgeSeconds * 1000,
    setHeaders(res, filePath, stats) {
      res.set({ ...servedUploadHeaders(path.basename(filePath)), ETag: strongFileTag(stats) });
    },
  });
  return (req, res, next) => {
    dropRangeOnWeakCondition(req);
    serve(req, res, next);
  };
}

/**
 * Whether the part of the object a client holds is of this version, as If-Range asks: its tag
 * compared strongly (a bucket's ETag is strong, the MD5 of its bytes), or its date exactly.
 */
function ifRangeHolds(ifRange: string, object: { ETag?: string; LastModified?: Date }) {
  if (ifRange.startsWith('"')) return object.ETag === ifRange;
  const date = httpDate(ifRange);
  return (
    date !== undefined && object.LastModified !== undefined && Math.floor(object.LastModified.getTime() / 1000) === date.getTime() / 1000
  );
}

/**
 * The object streamed through the app with the headers a file from the folder gets. The
 * browser's conditions go to the bucket, which answers 304 or 412 itself; a single range is
 * passed on, and asked again as the whole file when its If-Range no longer holds (checked here:
 * S3-compatible services differ in the conditions they check).
 */
function fromBucket(settings: BucketSettings): RequestHandler {
  const client = bucketClient(settings);
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      next();
      return;
    }
    const name = req.path.slice(1);
    const ifNoneMatch = req.get("if-none-match");
    const ifMatch = req.get("if-match");
    const request = {
      Bucket: settings.bucket,
      Key: name,
      IfNoneMatch: ifNoneMatch,
      // As in HTTP, a date condition counts only without its entity-tag counterpart.
      IfModifiedSince: ifNoneMatch ? undefined : httpDate(req.get("if-modified-since")),
      IfMatch: ifMatch,
      IfUnmodifiedSince: ifMatch ? undefined : httpDate(req.get("if-unmodified-since")),
    };
    dropRangeOnWeakCondition(req);
    const range = req.get("range");
    const ifRange = req.get("if-range");
    let object;
    try {
      if (req.method === "HEAD") object = await client.send(new HeadObjectCommand(request));
      else {
        object = await client.send(new GetObjectCommand({ ...request, Range: range && singleRange.test(range) ? range : undefined }));
        // The object changed since the part the client holds: it gets the whole new one.
        if (object.ContentRange && ifRange && !ifRangeHolds(ifRange, object)) {
          (object.Body as Readable | undefined)?.destroy();
          object = await client.send(new GetObjectCommand(request));
        }
      }
    } catch (error) {
      const status = bucketStatusOf(error);
      if (status === 304) notModified(res, error, ifNoneMatch);
      else if (status === 412 || status === 416) res.status(status).end();
      else if (status === 404) next();
      else next(error);
      return;
    }
    res.status(object.ContentRange ? 206 : 200);
    res.set({ ...servedUploadHeaders(name), "Cache-Control": uploadCacheControl, "Accept-Ranges": "bytes" });
    if (object.ETag) res.set("ETag", object.ETag);
    if (object.LastModified) res.set("Last-Modified", object.LastModified.toUTCString());
    if (object.ContentLength !== undefined) res.set("Content-Length", String(object.ContentLength));
    if (object.ContentRange) res.set("Content-Range", object.ContentRange);
    const body = "Body" in object ? (object.Body as Readable | undefined) : undefined;
    if (!body) {
      res.end();
      return;
    }
    // A visitor who leaves mid-file ends the stream from the bucket too; there is no one left to answer.
    await pipeline(body, res).catch(() => undefined);
  };
}

function redirectToBucket(publicUrl: string): RequestHandler {
  return (req, res) => {
    res.set("Cache-Control", redirectCacheControl).redirect(302, `${publicUrl}${req.path}`);
  };
}

/** GET /uploads/<name>: the folder's file, the bucket's object through the app, or a redirect to the bucket's public URL. */
export function serveUploads(settings: StorageConfig = config().storage): RequestHandler[] {
  if (settings.driver === "local") return [onlyStoredUploads, fromFolder(settings.uploadsDir)];
  return [onlyStoredUploads, settings.publicUrl ? redirectToBucket(settings.publicUrl) : fromBucket(settings)];
}
