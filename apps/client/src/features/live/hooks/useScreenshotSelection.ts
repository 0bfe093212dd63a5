import { useCallback, useState } from 'react';
import { LIVE_TEXT, type LiveMessage } from '@caixue/contract';
import { toast } from '@/shared/ui/toast';
import { requestScreenshot } from '../api';
import { selectedInOrder, toggleSelected } from '../model';

/** The server refuses more in one picture (LIVE_TEXT.screenshotTooMany). */
export const SCREENSHOT_MAX = 30;

/**
 * The text room's screenshot: select mode, the messages picked (at most SCREENSHOT_MAX), the
 * server's picture of them and its preview. `onToggleMode` runs whenever select mode is switched
 * (the room closes an open message's actions then).
 */
export function useScreenshotSelection(messages: LiveMessage[], onToggleMode: () => void) {
  const [selectMode, setSelectMode] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [shot, setShot] = useState<string | null>(null);

  /** A tap in select mode picks or unpicks the message. */
  const toggleMessage = useCallback((message: LiveMessage) => {
    setSelected((ids) => {
      if (!ids.includes(message.id) && ids.length >= SCREENSHOT_MAX) {
        toast(LIVE_TEXT.screenshotTooMany);
        return ids;
      }
      return toggleSelected(ids, message.id);
    });
  }, []);

  const toggleMode = () => {
    setSelectMode((on) => !on);
    setSelected([]);
    onToggleMode();
  };

  const confirm = async () => {
    const ids = selectedInOrder(messages, selected);
    if (ids.length === 0) { toast(LIVE_TEXT.screenshotEmpty); return; }
    if (busy) return;
    setBusy(true);
    try {
      setShot(await requestScreenshot(ids));
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const closeShot = () => {
    setShot(null);
    setSelectMode(false);
    setSelected([]);
  };

  return { selectMode, selected, busy, shot, toggleMessage, toggleMode, confirm, closeShot };
}
