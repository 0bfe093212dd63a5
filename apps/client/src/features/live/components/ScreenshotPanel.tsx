import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { isH5 } from '@/shared/platform/platform';
import { toast } from '@/shared/ui/toast';
import { imageUrl } from '@/shared/ui/imageUrl';
import { LIVE_UI_TEXT } from './liveText';
import './ScreenshotPanel.scss';
import { Picture } from '@/shared/ui/Picture';

export interface ScreenshotBarProps {
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The bottom bar of screenshot mode: how many are chosen and 生成截图. */
export function ScreenshotBar({ count, busy, onCancel, onConfirm }: ScreenshotBarProps) {
  return (
    <View className='chat-screenshot-bar'>
      <Text className='chat-screenshot-bar__cancel' onClick={onCancel}>{LIVE_UI_TEXT.cancel}</Text>
      <Text className='chat-screenshot-bar__count'>{LIVE_UI_TEXT.selected(count)}</Text>
      <View
        className={`chat-screenshot-confirm${count === 0 || busy ? ' chat-screenshot-confirm--disabled' : ''}`}
        onClick={onConfirm}
      >
        {busy ? '生成中…' : LIVE_UI_TEXT.makeScreenshot}
      </View>
    </View>
  );
}

/** Saves the picture: a download in the browser, the photo album in the mini-program. */
export async function saveScreenshot(url: string): Promise<void> {
  const src = imageUrl(url);
  if (isH5()) {
    const link = document.createElement('a');
    link.href = src;
    link.download = `caixue-screenshot-${Date.now()}.png`;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    return;
  }
  try {
    const file = await Taro.downloadFile({ url: src });
    await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath });
    toast(LIVE_UI_TEXT.saved, { icon: 'success' });
  } catch {
    toast(LIVE_UI_TEXT.saveFailed);
  }
}

/** The server's picture of the chosen messages, with 保存图片 and 关闭. */
export function ScreenshotPreview({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <View className='chat-screenshot-mask' onClick={onClose}>
      <View className='chat-screenshot-preview' onClick={(event) => event.stopPropagation()}>
        <Text className='chat-screenshot-preview__title'>{LIVE_UI_TEXT.screenshotTitle}</Text>
        <View className='chat-screenshot-preview__frame'>
          <Picture alt={LIVE_UI_TEXT.screenshotTitle} className='chat-screenshot-preview__image' src={imageUrl(url)} mode='widthFix' showMenuByLongpress />
        </View>
        <View className='chat-screenshot-preview__actions'>
          <View className='chat-screenshot-preview__close' onClick={onClose}>{LIVE_UI_TEXT.close}</View>
          <View className='chat-screenshot-save' onClick={() => void saveScreenshot(url)}>{LIVE_UI_TEXT.saveImage}</View>
        </View>
      </View>
    </View>
  );
}
