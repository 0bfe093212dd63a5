import Taro from '@tarojs/taro';

/**
 * Full-screen preview of tapped pictures (rich text, chat). Mini-program: the native viewer.
 * The browser build uses imagePreview.h5.ts instead, because Taro's H5 previewImage brings the
 * swiper library into the chunk every page loads.
 */
export function previewImage(current: string, urls: string[]): void {
  void Taro.previewImage({ current, urls: urls.length > 0 ? urls : [current] }).catch(() => undefined);
}
