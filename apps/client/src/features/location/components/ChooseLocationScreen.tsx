import { useEffect, useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { OPEN_LOCATION_PATH } from '@caixue/contract';
import { navigateBack, redirectTo } from '@/shared/navigation/navigation';
import { announceChosen } from '../events';
import { formatPoint, LOCATION_TEXT, openLocationQuery, type ChosenLocation, type GeoPoint } from '../model';
import { ConfirmBar } from './LocationForm';
import './LocationScreens.scss';

/**
 * Mini-program /choose-location: the platform's own picker (Taro.chooseLocation, WeChat's map), opened
 * at once and again from the button; the pick goes back like the H5 page's.
 */
export function ChooseLocationScreen({ start }: { start: GeoPoint | null }) {
  const [picked, setPicked] = useState<ChosenLocation | null>(null);

  const request = (): Promise<ChosenLocation> => Taro.chooseLocation(start ? { latitude: start.latitude, longitude: start.longitude } : {})
    .then((result) => {
      if (!Number.isFinite(result.latitude) || !Number.isFinite(result.longitude)) throw new Error('no point');
      return { latitude: result.latitude, longitude: result.longitude, name: result.name ?? '', address: result.address ?? '' };
    });
  // Cancelled or not allowed: the button stays for another try.
  const pick = () => request().then(setPicked, () => undefined);
  useEffect(() => {
    let live = true;
    request().then((location) => { if (live) setPicked(location); }, () => undefined);
    return () => { live = false; };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = async () => {
    if (!picked) return;
    announceChosen(picked);
    if (Taro.getCurrentPages().length > 1) await navigateBack();
    else await redirectTo(`${OPEN_LOCATION_PATH}?${openLocationQuery(picked)}`);
  };

  return (
    <View className='location-screen location-screen--native'>
      <View className='location-card'>
        <Text className='location-card__title'>{picked ? picked.name || LOCATION_TEXT.chosen : LOCATION_TEXT.chooseTitle}</Text>
        {picked ? <Text className='location-card__line'>{picked.address}</Text> : null}
        {picked ? <Text className='location-card__coords'>{formatPoint(picked)}</Text> : null}
        <View className='location-card__action' onClick={() => void pick()}><Text>{LOCATION_TEXT.pick}</Text></View>
      </View>
      {picked ? <ConfirmBar onConfirm={() => void confirm()} /> : null}
    </View>
  );
}
