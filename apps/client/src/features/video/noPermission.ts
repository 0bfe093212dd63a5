import { openNoPermissionFor } from '@/shared/navigation/noPermission';
import { VIDEO_TEXT } from './model';

/**
 * Opens the no-permission page for a locked playback, room or video: it lists the levels that open
 * the item's module when the item names it (moduleId).
 */
export function openNoPermission(item: { title: string; moduleId?: number | null }): Promise<void> {
  return openNoPermissionFor({ title: item.title, moduleIds: item.moduleId ? [item.moduleId] : [], message: VIDEO_TEXT.lockedHint });
}
