import type { Plugin } from 'vite';

/** Marks a build whose pictures and API answers come from the page's own origin (TARO_APP_ENV local). */
export const SAME_ORIGIN_META = '<meta name="cx-api" content="same-origin">';

const DEPLOYED_ENVS = ['production', 'staging', 'test'];
const STYLESHEET = /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g;

/**
 * The H5 index.html around its inline app shell (issue 18):
 * - the build's stylesheets become preloads (fetched at once, at the highest priority, but not holding
 *   back the first paint): the shell, styled inline, paints as soon as the HTML is in, one round trip
 *   earlier; the loader at the end of src/index.html applies them in the same place and order, and the
 *   app (hidden until then) shows once they are in;
 * - a local build (the API and its pictures on the page's origin, shared/platform/env.ts) says so, so
 *   the server may name the page's first pictures as preloads with the very URLs the app will use
 *   (apps/server/src/http/boot-data.ts). A deployed build loads them from the API origin.
 */
export function transformShellHtml(html: string, envName = process.env.TARO_APP_ENV): string {
  if (!html.includes('id="cx-shell"')) return html;
  const end = html.indexOf('</head>');
  let out = html.slice(0, end).replace(STYLESHEET, (_tag, crossorigin: string | undefined, href: string) => `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" data-cx-sheet>`) + html.slice(end);
  if (!DEPLOYED_ENVS.includes(envName ?? '')) out = out.replace('<meta charset="utf-8">', `<meta charset="utf-8">\n  ${SAME_ORIGIN_META}`);
  return out;
}

export function appShellHtml(): Plugin {
  return {
    name: 'caixue:app-shell-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (process.env.TARO_ENV === 'h5' ? transformShellHtml(html) : html),
    },
  };
}
