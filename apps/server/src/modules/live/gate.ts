import { inArray } from 'drizzle-orm';
import { liveRooms } from '../../db/schema';
import type { Gate } from '../access/conditions';
import type { ModuleHolder } from '../access/service';

// Outside repo.ts so the live-video repo (which lists live rooms too) can gate them without
// importing another module's repo.

/**
 * The access viewer as live rooms see it: their modules plus the rooms they teach (a room's own
 * teachers may always open it). memberId is 0 for a visitor.
 */
export interface RoomViewer extends ModuleHolder {
  memberId: number;
  teacherRooms: ReadonlySet<number>;
}

/** A live room is gated by its module (every locked room is listed); its teachers are exempt. */
export function roomGate(viewer: RoomViewer): Gate {
  return {
    module: liveRooms.moduleId,
    alsoOpen: viewer.teacherRooms.size === 0 ? undefined : inArray(liveRooms.id, [...viewer.teacherRooms]),
  };
}
