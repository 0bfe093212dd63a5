import { useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { OPEN_LOCATION_PATH } from '@caixue/contract';
import { redirectTo, navigateBack } from '@/shared/navigation/navigation';
import { toast } from '@/shared/ui/toast';
import { announceChosen } from '../events';
import {
  clampZoom, DEFAULT_POINT, DEFAULT_ZOOM, formatCoordinate, LOCATION_TEXT, openLocationQuery, parseCoordinate, type GeoPoint,
} from '../model';
import { LocalMap } from './LocalMap';
import { ConfirmBar, LocationField } from './LocationForm';
import './LocationScreens.scss';

const MAP_HEIGHT = 320;

/**
 * H5 /choose-location (SPEC §2 system page): drag the locally drawn map under the pin or type the
 * coordinates, name the place, 确定. The point goes back to the page that asked (events.ts); opened
 * directly, 确定 shows it on /open-location.
 */
export function ChooseLocationScreen({ start }: { start: GeoPoint | null }) {
  const [center, setCenter] = useState<GeoPoint>(start ?? DEFAULT_POINT);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [latText, setLatText] = useState(formatCoordinate(center.latitude));
  const [lngText, setLngText] = useState(formatCoordinate(center.longitude));
  const [errors, setErrors] = useState<{ latitude?: string; longitude?: string }>({});
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const width = Math.min(Taro.getSystemInfoSync().windowWidth || 375, 750);

  // Dragging (or typed coordinates) moves the map and writes the coordinates into the fields.
  const moveTo = (point: GeoPoint) => {
    setCenter(point);
    setLatText(formatCoordinate(point.latitude));
    setLngText(formatCoordinate(point.longitude));
    setErrors({});
  };

  const typed = (): GeoPoint | null => {
    const latitude = parseCoordinate(latText, 'latitude');
    const longitude = parseCoordinate(lngText, 'longitude');
    setErrors({ latitude: latitude === null ? LOCATION_TEXT.badLatitude : undefined, longitude: longitude === null ? LOCATION_TEXT.badLongitude : undefined });
    return latitude === null || longitude === null ? null : { latitude, longitude };
  };
  const applyTyped = () => {
    const point = typed();
    if (point && (point.latitude !== center.latitude || point.longitude !== center.longitude)) moveTo(point);
  };

  const confirm = async () => {
    const point = typed();
    if (!point) {
      toast(errors.latitude ?? errors.longitude ?? LOCATION_TEXT.badLatitude);
      return;
    }
    const chosen = { ...point, name: name.trim(), address: address.trim() };
    announceChosen(chosen);
    toast(LOCATION_TEXT.chosen);
    if (Taro.getCurrentPages().length > 1) await navigateBack();
    else await redirectTo(`${OPEN_LOCATION_PATH}?${openLocationQuery(chosen)}`);
  };

  return (
    <View className='location-screen'>
      <LocalMap center={center} zoom={zoom} width={width} height={MAP_HEIGHT} onCenterChange={moveTo} onZoomChange={(z) => setZoom(clampZoom(z))} />
      <View className='location-readout' data-latitude={formatCoordinate(center.latitude)} data-longitude={formatCoordinate(center.longitude)}>
        <Text className='location-readout__hint'>{LOCATION_TEXT.dragHint}</Text>
      </View>
      <View className='location-card'>
        <View className='location-card__row'>
          <LocationField name='latitude' label={LOCATION_TEXT.latitude} type='digit' maxlength={16} value={latText} error={errors.latitude} onInput={setLatText} onBlur={applyTyped} />
          <LocationField name='longitude' label={LOCATION_TEXT.longitude} type='digit' maxlength={16} value={lngText} error={errors.longitude} onInput={setLngText} onBlur={applyTyped} />
        </View>
        <LocationField name='name' label={LOCATION_TEXT.name} placeholder={LOCATION_TEXT.namePlaceholder} value={name} onInput={setName} />
        <LocationField name='address' label={LOCATION_TEXT.address} placeholder={LOCATION_TEXT.addressPlaceholder} maxlength={120} value={address} onInput={setAddress} />
      </View>
      <ConfirmBar onConfirm={() => void confirm()} />
    </View>
  );
}
