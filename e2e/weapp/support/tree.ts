/**
 * The page data Taro's runtime sends through `setData` (paths like `root.cn.[0].cn.[2].v`), applied to
 * a plain object as WeChat does, and read back: the text nodes (`v`) and elements (`sid`, attributes).
 */

export type MpNode = Record<string, unknown> & { cn?: MpNode[]; v?: string; sid?: string; nn?: string | number };

function pathParts(path: string): (string | number)[] {
  const parts: (string | number)[] = [];
  for (const segment of path.split('.')) {
    const match = /^([^[]*)((?:\[\d+\])*)$/.exec(segment);
    if (!match) { parts.push(segment); continue; }
    if (match[1]) parts.push(match[1]);
    for (const index of match[2].matchAll(/\[(\d+)\]/g)) parts.push(Number(index[1]));
  }
  return parts;
}

/** WeChat's setData: each key is a data path; missing containers are created on the way. */
export function applySetData(data: Record<string, unknown>, update: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(update)) {
    const parts = pathParts(path);
    let target = data as Record<string | number, unknown>;
    for (let i = 0; i < parts.length - 1; i += 1) {
      const key = parts[i];
      if (target[key] === null || typeof target[key] !== 'object') target[key] = typeof parts[i + 1] === 'number' ? [] : {};
      target = target[key] as Record<string | number, unknown>;
    }
    target[parts[parts.length - 1]] = structuredClone(value);
  }
}

/** Every text node under the node, in document order, joined by newlines. */
export function textOf(node: unknown): string {
  const out: string[] = [];
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return;
    const m = n as MpNode;
    if (typeof m.v === 'string' && m.v.trim()) out.push(m.v);
    if (Array.isArray(m.cn)) m.cn.forEach(walk);
  };
  walk(node);
  return out.join('\n');
}

export interface FoundNode {
  node: MpNode;
  /** The element the event starts at (a matched text node gives its element) and its ancestors, innermost first. */
  chain: MpNode[];
}

const isElement = (n: MpNode) => typeof n.sid === 'string' && n.sid !== '' && typeof n.v !== 'string';

/** Depth-first search for the first node that matches. */
export function findNode(root: unknown, match: (node: MpNode) => boolean): FoundNode | null {
  let found: FoundNode | null = null;
  const walk = (n: unknown, ancestors: MpNode[]): void => {
    if (found || !n || typeof n !== 'object') return;
    const m = n as MpNode;
    const chain = isElement(m) ? [m, ...ancestors] : ancestors;
    if (match(m) && chain.length) { found = { node: m, chain }; return; }
    if (Array.isArray(m.cn)) m.cn.forEach((child) => walk(child, chain));
  };
  walk(root, []);
  return found;
}

/** Tells whether a node is the one sought; `attr` reads a WXML attribute (placeholder...) of an element. */
export type Matcher = (node: MpNode, attr: (name: string) => unknown) => boolean;

/** An element by its text (exactly, trimmed), by a WXML attribute value or by a class name. */
export const byText = (text: string): Matcher => (n) => typeof n.v === 'string' && n.v.trim() === text;
export const byAttr = (name: string, value: string): Matcher => (_n, attr) => attr(name) === value;
export const byClass = (name: string): Matcher => (n) => typeof n.cl === 'string' && n.cl.split(/\s+/).includes(name);
