import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VideoSource } from '@caixue/contract';

/**
 * Demo clips shipped in src/seed/media (made by scripts/make-demo-clips.sh; nothing is fetched):
 * copied to uploads/seed/media on start and served from there like uploaded files.
 */
const SOURCE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
export const SEED_MEDIA_DIR = 'seed/media';

const url = (file: string) => `/uploads/${SEED_MEDIA_DIR}/${file}`;

/** The clip of a clip name in both formats: mp4 first (WeChat and iOS play it), webm second. */
function clip(name: 'lesson' | 'live'): VideoSource[] {
  return [
    { url: url(`${name}.mp4`), type: 'video/mp4' },
    { url: url(`${name}.webm`), type: 'video/webm' },
  ];
}

export const DEMO_CLIPS = {
  /** Course sections, the media library, playbacks. */
  lesson: clip('lesson'),
  /** Live video rooms (looped). */
  live: clip('live'),
  /** FM news audio (an <audio> in rich text takes one url). */
  fmAudio: url('fm.m4a'),
  fmAudioOgg: url('fm.ogg'),
  /** Seconds. */
  duration: 8,
} as const;

/** Copies the clips that are missing or differ in size; returns how many were written. */
export async function writeDemoMedia(uploadsDir: string): Promise<number> {
  const target = path.join(uploadsDir, SEED_MEDIA_DIR);
  await mkdir(target, { recursive: true });
  let written = 0;
  for (const file of await readdir(SOURCE_DIR)) {
    const from = path.join(SOURCE_DIR, file);
    const to = path.join(target, file);
    const [a, b] = await Promise.all([stat(from), stat(to).catch(() => null)]);
    if (b && b.size === a.size) continue;
    const scratch = `${to}.${process.pid}.tmp`;
    await copyFile(from, scratch);
    await rename(scratch, to);
    written += 1;
  }
  return written;
}
