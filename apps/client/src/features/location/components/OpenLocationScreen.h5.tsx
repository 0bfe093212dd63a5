import { useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { toast } from '@/shared/ui/toast';
import { clampZoom, DEFAULT_ZOOM, formatCoordinate, formatPoint, LOCATION_TEXT, type ChosenLocation, type GeoPoint } from '../model';
import { LocalMap } from './LocalMap';
import './LocationScreens.scss';

const MAP_HEIGHT = 400;

/** H5 /open-location (SPEC §2 system page): the point on the locally drawn map, with its name and address. */
export function OpenLocationScreen({ location }: { location: ChosenLocation }) {
  const [center, setCenter] = useState<GeoPoint>(location);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const width = Math.min(Taro.getSystemInfoSync().windowWidth || 375, 750);
  const coords = `${formatCoordinate(location.latitude)},${formatCoordinate(location.longitude)}`;
  const copy = async () => {
    await Taro.setClipboardData({ data: coords });
    toast(LOCATION_TEXT.copied);
  };
  return (
    <View className='location-screen'>
      <LocalMap center={center} zoom={zoom} width={width} height={MAP_HEIGHT} marker={location} onCenterChange={setCenter} onZoomChange={(z) => setZoom(clampZoom(z))} />
      <View className='location-card' data-latitude={formatCoordinate(location.latitude)} data-longitude={formatCoordinate(location.longitude)}>
        <Text className='location-card__title'>{location.name || LOCATION_TEXT.openTitle}</Text>
        {location.address ? <Text className='location-card__line'>{location.address}</Text> : null}
        <Text className='location-card__coords'>{formatPoint(location)}</Text>
        <View className='location-card__action' onClick={() => void copy()}><Text>{LOCATION_TEXT.copy}</Text></View>
      </View>
    </View>
  );
}
