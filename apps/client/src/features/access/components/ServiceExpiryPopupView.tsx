import { Text, View } from '@tarojs/components';
import { Clock, Close } from '@nutui/icons-react-taro';
import { Popup } from '@/shared/ui/nutui/popup';
import type { ServiceExpiryState } from '../hooks/useServiceExpiry';
import { ACCESS_UI_TEXT, expiryPopupText } from '../model';
import { openRenewal } from '../renewal';
import './ServiceExpiryPopup.scss';

/** The service-expiry popup itself (NutUI Popup): loaded only when there is a validity to tell (ServiceExpiryPopup). */
export default function ServiceExpiryPopupView({ expiry }: { expiry: ServiceExpiryState }) {
  const { validity, visible, close } = expiry;
  if (!validity) return null;
  const text = expiryPopupText(validity);
  const expired = validity.status === 'expired';
  const renew = () => {
    close();
    openRenewal(validity).catch((error) => console.error('renewal: could not open the page', error));
  };
  return (
    <Popup
      visible={visible}
      position='center'
      className='expiry-popup'
      zIndex={1200}
      round
      onClose={close}
    >
      <View className={`expiry-card ${expired ? 'expiry-card--expired' : 'expiry-card--expiring'}`} data-testid='service-expiry-popup'>
        <View className='expiry-card__head'>
          <View role='button' className='expiry-card__close' aria-label={ACCESS_UI_TEXT.later} onClick={close}>
            <Close size={14} color='rgba(255,255,255,0.9)' />
          </View>
          <View className='expiry-card__badge'>
            <Clock size={30} color={expired ? '#d81e06' : '#c8923b'} />
          </View>
          <Text className='expiry-card__title'>{text.title}</Text>
          {validity.levelName ? <Text className='expiry-card__level'>{validity.levelName}</Text> : null}
        </View>
        <View className='expiry-card__body'>
          <Text className='expiry-card__message'>{text.message}</Text>
          <Text className='expiry-card__hint'>{text.hint}</Text>
          <View className='expiry-card__renew' onClick={renew}>
            <Text>{ACCESS_UI_TEXT.renew}</Text>
          </View>
          <View className='expiry-card__later' onClick={close}>
            <Text>{ACCESS_UI_TEXT.later}</Text>
          </View>
        </View>
      </View>
    </Popup>
  );
}
