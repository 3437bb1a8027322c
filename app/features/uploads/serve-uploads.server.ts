import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import express, { type RequestHandler, type Response } from "express";
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

function fromFolder(root: string): RequestHandler {
  return express.static(path.resolve(root), {
    index: false,
    dotfiles: "deny",
    maxAge: uploadMaxAgeSeconds * 1000,
    setHeaders(res, filePath) {
      res.set(servedUploadHeaders(path.basename(filePath)));
    },
  });
}

/**
 * The object streamed through the app with the headers a file from the folder gets. The
 * browser's conditions go to the bucket, which answers 304 or 412 itself; a single range is
 * passed on, and an If-Range makes the answer the whole file (HTTP allows ignoring a range).
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
    const range = req.get("range");
    const request = {
      Bucket: settings.bucket,
      Key: name,
      IfNoneMatch: ifNoneMatch,
      // As in HTTP, a date condition counts only without its entity-tag counterpart.
      IfModifiedSince: ifNoneMatch ? undefined : httpDate(req.get("if-modified-since")),
      IfMatch: ifMatch,
      IfUnmodifiedSince: ifMatch ? undefined : httpDate(req.get("if-unmodified-since")),
    };
    let object;
    try {
      object =
        req.method === "HEAD"
          ? await client.send(new HeadObjectCommand(request))
          : await client.send(
              new GetObjectCommand({ ...request, Range: range && singleRange.test(range) && !req.get("if-range") ? range : undefined }),
            );
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
