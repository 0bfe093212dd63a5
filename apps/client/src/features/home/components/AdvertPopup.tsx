import { View } from '@tarojs/components';
import { Close } from '@nutui/icons-react-taro';
import { Popup } from '@/shared/ui/nutui/popup';
import { imageUrl } from '@/shared/ui/imageUrl';
import { useAdvertPopup } from '../hooks/useHomeData';
import { useOpenLink } from '../hooks/useOpenLink';
import './AdvertPopup.scss';
import { Picture } from '@/shared/ui/Picture';

export const ADVERT_TEXT = { close: '关闭广告' } as const;

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
  return (
    <Popup
      visible={visible && allowed}
      position='center'
      className='advert-popup'
      closeOnOverlayClick={false}
      onClose={close}
    >
      <View className='advert-popup__body'>
        <Picture alt={advert.title} className='advert-popup__image' src={imageUrl(advert.pic)} mode='widthFix' onClick={openAdvert} />
        <View role='button' className='advert-close' aria-label={ADVERT_TEXT.close} onClick={close}>
          <Close size={18} color='#ffffff' />
        </View>
      </View>
    </Popup>
  );
}
