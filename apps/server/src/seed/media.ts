import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';
import { API, type VideoSource } from '@caixue/contract';

/**
 * Demo clips shipped in src/seed/media (made by scripts/make-demo-clips.sh; nothing is fetched),
 * copied on start to DATA_DIR/uploads/seed/media (public: free lessons, open videos and news) and to
 * DATA_DIR/media/seed (gated items: served only through signed, expiring urls, auth/media-urls.ts).
 */
const SOURCE_DIR = path.join(SERVER_ROOT, 'src/seed/media');
export const SEED_MEDIA_DIR = 'seed/media';
/** Folder of the gated copies under DATA_DIR/media. */
export const SEED_GATED_DIR = 'seed';

const url = (file: string) => `${API.files.uploads}/${SEED_MEDIA_DIR}/${file}`;
const gatedUrl = (file: string) => `${API.files.media}/${SEED_GATED_DIR}/${file}`;

/** The clip of a clip name in both formats: mp4 first (WeChat and iOS play it), webm second. */
function clip(name: 'lesson' | 'live', at: (file: string) => string): VideoSource[] {
  return [
    { url: at(`${name}.mp4`), type: 'video/mp4' },
    { url: at(`${name}.webm`), type: 'video/webm' },
  ];
}

export const DEMO_CLIPS = {
  /** Course sections, the media library, playbacks. */
  lesson: clip('lesson', url),
  /** Live video rooms (looped). */
  live: clip('live', url),
  /** FM news audio (an <audio> in rich text takes one url). */
  fmAudio: url('fm.m4a'),
  fmAudioOgg: url('fm.ogg'),
  /** The same clips for gated items (a module on the item, its course, room or category). */
  gated: {
    lesson: clip('lesson', gatedUrl),
    live: clip('live', gatedUrl),
    fmAudio: gatedUrl('fm.m4a'),
  },
  /** Seconds. */
  duration: 8,
} as const;

/** Copies the clips that are missing or differ in size to both folders; returns how many were written. */
export async function writeDemoMedia(uploadsDir: string, mediaDir: string): Promise<number> {
  let written = 0;
  for (const target of [path.join(uploadsDir, SEED_MEDIA_DIR), path.join(mediaDir, SEED_GATED_DIR)]) {
    await mkdir(target, { recursive: true });
    for (const file of await readdir(SOURCE_DIR)) {
      const from = path.join(SOURCE_DIR, file);
      const to = path.join(target, file);
      const [a, b] = await Promise.all([stat(from), stat(to).catch(() => null)]);
      if (b && b.size === a.size) continue;
      const scratch = path.join(target, `.${file}.${process.pid}.tmp`);
      await copyFile(from, scratch);
      await rename(scratch, to);
      written += 1;
    }
  }
  return written;
}
