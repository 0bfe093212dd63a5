import Taro from '@tarojs/taro';
import { WEBVIEW_TEXT } from '@caixue/contract';
import { isH5 } from '@/shared/platform/platform';
import { toast } from '@/shared/ui/toast';

function fileNameOf(url: string): string {
  const name = url.split(/[?#]/)[0].split('/').pop() ?? '';
  return /\.(png|jpe?g|gif|webp|bmp|svg)$/i.test(name) ? name : 'caixue-picture.png';
}

/**
 * Saves a picture: H5 downloads it (a browser that cannot — a foreign picture without CORS — opens it
 * in a new tab, where a long press saves it); the mini-program downloads it and puts it in the album.
 */
export async function savePicture(url: string): Promise<void> {
  if (isH5()) {
    try {
      const response = await fetch(url, { credentials: 'omit' });
      if (!response.ok) throw new Error(String(response.status));
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = fileNameOf(url);
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      toast(WEBVIEW_TEXT.saved);
    } catch {
      window.open(url, '_blank', 'noopener');
    }
    return;
  }
  try {
    const file = await Taro.downloadFile({ url });
    if (file.statusCode !== 200) throw new Error(String(file.statusCode));
    await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath });
    toast(WEBVIEW_TEXT.saved);
  } catch {
    toast(WEBVIEW_TEXT.saveFailed);
  }
}
