import { useCallback } from 'react';
import type { OpenableLink } from '@/shared/navigation/link';
import { openLink } from '@/shared/navigation/openLink';

/** Opens a menu item, banner or advert the way SPEC §4 describes. */
export function useOpenLink(): (item: OpenableLink) => void {
  return useCallback((item: OpenableLink) => { void openLink(item); }, []);
}
