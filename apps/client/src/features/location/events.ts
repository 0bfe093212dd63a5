import Taro from '@tarojs/taro';
import { CHOOSE_LOCATION_PATH } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { isH5 } from '@/shared/platform/platform';
import type { ChosenLocation } from './model';

/** Taro's event bus carries the picked point back to the page that opened /choose-location. */
export const LOCATION_CHOSEN_EVENT = 'cx:location-chosen';

export function announceChosen(location: ChosenLocation): void {
  Taro.eventCenter.trigger(LOCATION_CHOSEN_EVENT, location);
}

/**
 * Lets the member pick a point: the platform's picker in the mini-program, the /choose-location page
 * on H5 (resolves when it confirms; stays pending if the member just goes back).
 */
export async function chooseLocation(): Promise<ChosenLocation> {
  if (!isH5()) {
    const picked = await Taro.chooseLocation({});
    return { latitude: picked.latitude, longitude: picked.longitude, name: picked.name ?? '', address: picked.address ?? '' };
  }
  return new Promise((resolve) => {
    const onChosen = (location: ChosenLocation) => {
      Taro.eventCenter.off(LOCATION_CHOSEN_EVENT, onChosen);
      resolve(location);
    };
    Taro.eventCenter.on(LOCATION_CHOSEN_EVENT, onChosen);
    void navigateTo(CHOOSE_LOCATION_PATH);
  });
}
