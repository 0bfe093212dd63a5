import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, type FileStorage } from './storage';

/**
 * Files on the local disk under `root` (DATA_DIR/uploads by default), served by http/uploads.ts
 * at `publicPrefix` + key. Each file is written to a dot-named temp file beside its destination
 * (the static server never serves dot files) and renamed into place, so a reader never sees a
 * partial file and a failed write leaves nothing behind.
 */
export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly publicPrefix = '/uploads',
  ) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer | Readable, _contentType: string): Promise<{ url: string }> {
    const destination = this.pathOf(key);
    await mkdir(path.dirname(destination), { recursive: true });
    const temp = path.join(path.dirname(destination), `.${randomBytes(8).toString('hex')}.part`);
    try {
      if (Buffer.isBuffer(data)) await writeFile(temp, data, { flag: 'wx', mode: 0o644 });
      else await pipeline(data, createWriteStream(temp, { flags: 'wx', mode: 0o644 }));
      await rename(temp, destination);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { url: this.urlOf(key) };
  }

  urlOf(key: string): string {
    assertValidKey(key);
    return `${this.publicPrefix}/${key}`;
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  keyOf(url: string): string | null {
    const prefix = `${this.publicPrefix}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    try {
      assertValidKey(key);
      return key;
    } catch {
      return null;
    }
  }
}

