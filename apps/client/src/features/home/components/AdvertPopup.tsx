import { lazyWithStates } from '@/shared/ui/lazy';
import { useAdvertPopup } from '../hooks/useHomeData';
import { useOpenLink } from '../hooks/useOpenLink';
import type { AdvertPopupViewProps } from './AdvertPopupView';

const Nothing = () => null;
// The popup (NutUI Popup with its transitions, about 10 KB gzipped) loads once there is an advert: it is
// not part of the home page's first load, and a visitor without an advert never loads it.
const AdvertPopupView = lazyWithStates<AdvertPopupViewProps>(() => import('./AdvertPopupView'), { Loading: Nothing, Failed: Nothing });

/**
 * The centre advert (GET /api/ad/popup/advert); closed once, it stays closed until a new advert. It
 * waits while `allowed` is false (another popup of the page is open or about to open).
 */
export function AdvertPopup({ allowed = true }: { allowed?: boolean }) {
  const { advert, visible, close } = useAdvertPopup();
  const openLink = useOpenLink();
  if (!advert) return null;
  const openAdvert = () => {
    close();
    openLink(advert);
  };
  return <AdvertPopupView advert={advert} visible={visible && allowed} onOpen={openAdvert} onClose={close} />;
}
