import type { Plugin } from 'vite';

/** Placeholder; replaced once the first build shows how chunks fall. */
export function splitVendorChunks(): Plugin {
  return { name: 'caixue:split-vendor-chunks' };
}
