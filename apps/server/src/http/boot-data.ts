import { statSync } from 'node:fs';
import path from 'node:path';
import { API, APP_VERSION, FOOTER_CATEGORY_CODE, HOME_BANNER_CODE } from '@caixue/contract';

/**
 * The first screen's data inside the H5 page (issue 18). Without it a phone paints the home page only
 * after HTML -> scripts -> API answers -> pictures, one after the other. For the pages below the server
 * writes into the app shell the answers of the GET calls their first screen makes, exactly the
 * envelopes the API gives (it asks itself, through the same routes), and names their first pictures
 * as preloads, so the pictures load beside the scripts. The client's request layer takes each answer
 * once instead of its first fetch (apps/client/src/shared/request/bootData.ts) and fetches as usual
 * when there is none.
 *
 * Only answers that are the same for every caller may be listed here (no token is sent, and the client
 * uses them whoever is logged in): the home menu, banners, popup advert, home tab info and the footer
 * tabs, all public and kept in the shared cache. Never per-member or per-viewer answers (content lists
 * carry each viewer's locks).
 */
export interface BootPage {
  /** GET URLs (path and query) exactly as the client asks them: their answers go into the page. */
  urls?: string[];
  /** The pictures the first screen shows first, from those answers (keyed by URL). */
  pictures?: (answers: Record<string, unknown>) => unknown[];
  /**
   * A visitor's answer read only for the first screen's picture, from the page's query (a detail page's
   * id); never written into the page (such answers may differ per caller: locks, own likes).
   */
  pictureRead?: (query: URLSearchParams) => { url: string; pick: (answer: unknown) => unknown[] } | undefined;
  /** Files of the client build the first screen shows (under the build folder). */
  assets?: string[];
}

/** The footer tabs as the H5 TabBar asks for them (features/tabbar/api.ts). */
export const FOOTER_URL = `${API.nav.footerList}?categoryCode=${FOOTER_CATEGORY_CODE}&versionSn=${APP_VERSION}&linkTypeCode=h5`;
const HOME_BANNERS_URL = API.ad.home(HOME_BANNER_CODE);

function dataOf(answer: unknown): unknown {
  return typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
}

function picOf(item: unknown): unknown {
  return typeof item === 'object' && item !== null ? (item as { pic?: unknown }).pic : undefined;
}

/** A positive integer id from the page's query, as the client reads it. */
function idOf(query: URLSearchParams): number | undefined {
  const id = Number(query.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The article's first picture: an <img> or a video's poster in its HTML (what a detail page shows first). */
export function firstPictureInHtml(html: unknown): string | undefined {
  if (typeof html !== 'string') return undefined;
  const found = /<(?:img\b[^>]*?\ssrc|video\b[^>]*?\sposter)\s*=\s*"([^"]+)"/i.exec(html);
  return found?.[1].replace(/&amp;/g, '&');
}

export const BOOT_PAGES: Record<string, BootPage> = {
  'pages/index/index': {
    urls: [API.nav.list, HOME_BANNERS_URL, API.ad.popupAdvert, API.tab.homeInfo, FOOTER_URL],
    // The first banner, and the popup advert that opens over the page for a first visit (Lighthouse's LCP).
    pictures: (answers) => {
      const banners = dataOf(answers[HOME_BANNERS_URL]);
      return [Array.isArray(banners) ? picOf(banners[0]) : undefined, picOf(dataOf(answers[API.ad.popupAdvert]))];
    },
  },
  'pages/mine/index/index': { urls: [FOOTER_URL], assets: ['static/images/avatar-default.png'] },
  // Detail pages: the cover, the article's first picture (Lighthouse's LCP there).
  'pages/course/list/view': {
    pictureRead: (query) => {
      const id = idOf(query);
      return id === undefined ? undefined : { url: API.course.info(id), pick: (answer) => [(dataOf(answer) as { pic?: unknown } | undefined)?.pic] };
    },
  },
  'pages/news/details/index': {
    pictureRead: (query) => {
      const id = idOf(query);
      if (id === undefined) return undefined;
      return {
        url: API.news.infoById(id),
        pick: (answer) => {
          const item = dataOf(answer) as { locked?: unknown; content?: unknown } | undefined;
          return item && item.locked !== true ? [firstPictureInHtml(item.content)] : [];
        },
      };
    },
  },
  'pages/page/index/index': { urls: [FOOTER_URL] },
  'pages/page/index2/index': { urls: [FOOTER_URL] },
};

/** The build's marker for an app whose API answers and pictures come from the page's own origin (apps/client/config/appShell.ts). */
export const SAME_ORIGIN_META = '<meta name="cx-api" content="same-origin">';
/** Only a build with the inline app shell reads the answers (older builds and test pages get none). */
export const APP_SHELL_MARK = 'id="cx-shell"';
export const BOOT_DATA_ID = 'cx-boot-data';

/**
 * JSON that is safe inside <script>: no '<' (so no '</script>' or '<!--'), '>' or '&', and no U+2028/2029;
 * JSON.parse reads the escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The address the client's imageUrl gives a picture when its API is on the page's origin: full http(s)
 * addresses and root paths as they are, '//host/x' as https. Anything else (a bare file name under the
 * environment's picture host, data: URLs) is not preloaded.
 */
export function pictureUrl(pic: unknown): string | undefined {
  if (typeof pic !== 'string' || pic.length > 2048 || /[\s"'<>\\]/.test(pic)) return undefined;
  if (/^https?:\/\/[^/]/i.test(pic)) return pic;
  if (pic.startsWith('//')) return `https:${pic}`;
  if (pic.startsWith('/')) return pic;
  return undefined;
}

/** Asks the app for one answer; undefined when it is not a code-200 envelope (the client then asks itself). */
export type AnswerSource = (url: string) => Promise<unknown>;

export interface BootData {
  answers: Record<string, unknown>;
  pictures: string[];
}

const isOk = (envelope: unknown) => typeof envelope === 'object' && envelope !== null && (envelope as { code?: unknown }).code === 200;

export async function bootDataFor(page: string, query: URLSearchParams, answer: AnswerSource, clientDist: string): Promise<BootData | undefined> {
  const entry = BOOT_PAGES[page];
  if (!entry) return undefined;
  const answers: Record<string, unknown> = {};
  const read = entry.pictureRead?.(query);
  const [, readAnswer] = await Promise.all([
    Promise.all((entry.urls ?? []).map(async (url) => {
      const envelope = await answer(url).catch(() => undefined);
      if (isOk(envelope)) answers[url] = envelope;
    })),
    read ? answer(read.url).catch(() => undefined) : undefined,
  ]);
  const picked = [...(entry.pictures?.(answers) ?? []), ...(read && isOk(readAnswer) ? read.pick(readAnswer) : [])];
  const fromAnswers = picked.map(pictureUrl);
  const assets = (entry.assets ?? [])
    .filter((file) => /^[\w./-]+$/.test(file) && !file.includes('..') && statSync(path.join(clientDist, file), { throwIfNoEntry: false })?.isFile() === true)
    .map((file) => `/${file}`);
  const pictures = [...new Set([...fromAnswers, ...assets].filter((url): url is string => url !== undefined))];
  return { answers, pictures };
}

/**
 * The tags for <head>: the picture preloads (only for a same-origin build: elsewhere the app would
 * load its pictures from another address) and the answers as a JSON data block (never run as script).
 */
export function bootDataTags(data: BootData, sameOrigin: boolean): string {
  const preloads = sameOrigin ? data.pictures.map((url) => `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high">`) : [];
  const block = Object.keys(data.answers).length > 0
    ? `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson({ answers: data.answers })}</script>`
    : '';
  return preloads.join('') + block;
}
