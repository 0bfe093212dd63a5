/**
 * WeChat's own template and style compilers (`wcc`, `wcsc` from the miniprogram-compiler package)
 * over a mini-program build: the check WeChat DevTools makes before it previews or uploads.
 * A broken template or style sheet fails with the compiler's message, which names file and line.
 */
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
type Wcc = (root: string, files: string[], wxsFiles: string[], options: { maxBuffer: number }) => string;
type Wcsc = (root: string, files: string[], options: { maxBuffer: number }) => Record<string, string> | Error;
const wcc = require('miniprogram-compiler/src/wcc') as Wcc;
const wcsc = require('miniprogram-compiler/src/wcsc') as Wcsc;
const MAX_OUTPUT = 64 * 1024 * 1024;

/** Package files with the extension, relative to the build root ('/' separators). */
export function filesOf(root: string, ext: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(ext)) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

const withoutExt = (files: string[], ext: string) => files.map((f) => f.slice(0, -ext.length));

/** Compiles every WXML file (with the WXS modules); throws the compiler's message on an error. */
export function compileWxml(root: string): { files: number } {
  const files = filesOf(root, '.wxml');
  wcc(root, withoutExt(files, '.wxml'), filesOf(root, '.wxs'), { maxBuffer: MAX_OUTPUT });
  return { files: files.length };
}

/** Compiles every WXSS file; throws the compiler's message on an error. */
export function compileWxss(root: string): { files: number } {
  const files = filesOf(root, '.wxss');
  const result = wcsc(root, withoutExt(files, '.wxss'), { maxBuffer: MAX_OUTPUT });
  if (result instanceof Error) throw result;
  return { files: files.length };
}
