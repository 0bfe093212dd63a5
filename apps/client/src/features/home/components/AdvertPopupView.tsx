import { View } from '@tarojs/components';
import { Close } from '@nutui/icons-react-taro';
import type { Advert } from '@caixue/contract';
import { Popup } from '@/shared/ui/nutui/popup';
import { imageUrl } from '@/shared/ui/imageUrl';
import { Picture } from '@/shared/ui/Picture';
import './AdvertPopup.scss';

export const ADVERT_TEXT = { close: '关闭广告' } as const;

export interface AdvertPopupViewProps {
  advert: Advert;
  visible: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The advert's popup itself (NutUI Popup): loaded only when there is an advert to show (AdvertPopup). */
export default function AdvertPopupView({ advert, visible, onOpen, onClose }: AdvertPopupViewProps) {
  return (
    <Popup
      visible={visible}
      position='center'
      className='advert-popup'
      closeOnOverlayClick={false}
      onClose={onClose}
    >
      <View className='advert-popup__body'>
        <Picture alt={advert.title} className='advert-popup__image' src={imageUrl(advert.pic)} mode='widthFix' onClick={onOpen} />
        <View role='button' className='advert-close' aria-label={ADVERT_TEXT.close} onClick={onClose}>
          <Close size={18} color='#ffffff' />
        </View>
      </View>
    </Popup>
  );
}
