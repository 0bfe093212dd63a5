import type { Readable } from 'node:stream';

/**
 * Where uploaded files (avatars, feedback pictures, …) are kept. Keys are relative, slash-separated
 * paths such as `avatars/202405/3fa….png`; the driver decides where the bytes go and which URL
 * serves them. The default driver is the local disk (local-disk.ts); an object-storage adapter only
 * has to implement these calls. The app builds one (app.ts) and passes it to whoever stores files.
 */
export interface FileStorage {
  /** Stores the bytes under `key` atomically (never a half-written file) and answers its public URL. */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<{ url: string }>;
  /** The bytes stored under `key`, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** The public URL of `key` (what put answers for it). */
  urlOf(key: string): string;
  /** Removes the file; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The key of a URL this storage answered, or null for any other URL (seeded files, remote avatars). */
  keyOf(url: string): string | null;
}

/** Keys are letters, digits, `-`, `_`, `.` in slash-separated segments; no `..`, no leading slash. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertValidKey(key: string): void {
  if (key.length > 300 || !KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
