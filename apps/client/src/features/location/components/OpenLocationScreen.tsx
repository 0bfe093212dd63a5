import { useEffect } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { formatPoint, LOCATION_TEXT, type ChosenLocation } from '../model';
import './LocationScreens.scss';

/** Mini-program /open-location: the platform's map (Taro.openLocation), opened at once and from the button. */
export function OpenLocationScreen({ location }: { location: ChosenLocation }) {
  const open = () => {
    Taro.openLocation({ latitude: location.latitude, longitude: location.longitude, name: location.name, address: location.address, scale: 16 }).catch(() => undefined);
  };
  useEffect(open, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <View className='location-screen location-screen--native'>
      <View className='location-card'>
        <Text className='location-card__title'>{location.name || LOCATION_TEXT.openTitle}</Text>
        {location.address ? <Text className='location-card__line'>{location.address}</Text> : null}
        <Text className='location-card__coords'>{formatPoint(location)}</Text>
        <View className='location-card__action' onClick={open}><Text>{LOCATION_TEXT.open}</Text></View>
      </View>
    </View>
  );
}
