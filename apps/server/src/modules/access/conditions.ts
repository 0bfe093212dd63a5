import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ModuleHolder } from './service';

/**
 * The list modes as SQL, for every content repo (news, courses, live rooms, video rooms,
 * playbacks, videos): which rows a list shows to this viewer (README "Courses and teachers").
 * - 'all':          every row (locked ones are marked locked by the service);
 * - 'visible':      rows the viewer may open;
 * - 'allorvisible': rows the viewer may open plus locked rows flagged to be listed when locked;
 * - 'authorized':   gated rows (a module is set) the viewer holds.
 */
export type ListMode = 'all' | 'visible' | 'allorvisible' | 'authorized';

/** How a table is gated. */
export interface Gate {
  /** The row's effective module: a column or an expression (e.g. own module else its category's). */
  module: SQLWrapper;
  /** True when a locked row is still listed (a teaser); without it every locked row is listed. */
  listedWhenLocked?: SQLWrapper;
  /** Rows open to this viewer besides their modules (e.g. live rooms they teach); undefined for none. */
  alsoOpen?: SQL;
}

function heldModule(gate: Gate, viewer: ModuleHolder): SQL | undefined {
  return viewer.modules.size === 0 ? undefined : inArray(gate.module, [...viewer.modules]);
}

/** Rows the viewer may open: no module, one of their modules (or the gate's own exemption). */
export function openCondition(gate: Gate, viewer: ModuleHolder): SQL {
  return or(isNull(gate.module), heldModule(gate, viewer), gate.alsoOpen) as SQL;
}

/** Gated rows the viewer holds (or the gate's own exemption); none for a visitor. */
export function heldCondition(gate: Gate, viewer: ModuleHolder): SQL {
  const held = or(heldModule(gate, viewer), gate.alsoOpen);
  return held === undefined ? sql`false` : (and(isNotNull(gate.module), held) as SQL);
}

/** The WHERE part of a list mode; undefined when the mode keeps every row. */
export function listCondition(mode: ListMode, gate: Gate, viewer: ModuleHolder): SQL | undefined {
  switch (mode) {
    case 'all':
      return undefined;
    case 'visible':
      return openCondition(gate, viewer);
    case 'allorvisible':
      return gate.listedWhenLocked === undefined ? undefined : or(openCondition(gate, viewer), eq(gate.listedWhenLocked, true));
    case 'authorized':
      return heldCondition(gate, viewer);
  }
}
