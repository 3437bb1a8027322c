import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import type { StorageConfig } from "~/config/env.server";
import type { FileStorage } from "./file-storage.server";
import { storedNamePattern } from "./rules";
import { servedUploadHeaders, uploadCacheControl } from "./served-headers.server";

export type BucketSettings = Extract<StorageConfig, { driver: "s3" }>;

/** The HTTP status an S3-compatible service answered a failed call with. */
export const bucketStatusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const clients = new WeakMap<BucketSettings, S3Client>();

/**
 * One client per bucket setting. An endpoint (R2, MinIO, Backblaze, a local server) is addressed
 * by path, which every one of them accepts; AWS itself by bucket host name. Checksums are sent
 * only where S3 requires them: the SDK's newer default (a checksum on every upload) is refused by
 * several S3-compatible services.
 */
export function bucketClient(settings: BucketSettings) {
  let client = clients.get(settings);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: Boolean(settings.endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    clients.set(settings, client);
  }
  return client;
}

function checkedName(name: string) {
  if (!storedNamePattern.test(name)) throw new Error(`Unsafe upload name: ${name}`);
  return name;
}

/** Objects named by their stored names at the bucket's root; anything else there is not ours and is left alone. */
export function s3Storage(settings: BucketSettings): FileStorage {
  const client = bucketClient(settings);
  const Bucket = settings.bucket;
  const exists = async (name: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: checkedName(name) }));
      return true;
    } catch (error) {
      if (bucketStatusOf(error) === 404) return false;
      throw error;
    }
  };
  return {
    async save(name, bytes) {
      const headers = servedUploadHeaders(checkedName(name))!;
      // The object carries the headers it is served with, for a public URL that serves it directly.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: headers["Content-Type"],
          ContentDisposition: headers["Content-Disposition"],
          CacheControl: uploadCacheControl,
        }),
      );
    },
    exists,
    async remove(name) {
      // A delete succeeds whether or not the object was there: ask first, to answer "not found".
      if (!(await exists(name))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      return true;
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key || !storedNamePattern.test(object.Key)) continue;
          yield { name: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedName(name) }));
        return object.Body as Readable;
      } catch (error) {
        if (bucketStatusOf(error) === 404) return undefined;
        throw error;
      }
    },
    publicUrl(name) {
      return `/uploads/${name}`;
    },
  };
}
