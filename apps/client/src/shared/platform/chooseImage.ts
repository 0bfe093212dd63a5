import Taro from '@tarojs/taro';
import { TEXT } from '@caixue/contract';
import { toast } from '../ui/toast';

export interface ChosenImage {
  path: string;
  /** H5 only: the file's own name (the path is a blob: URL); upload() passes it as fileName. */
  name?: string;
}

/**
 * One picture from the album or camera (SPEC §9: upload max count 1), or null when cancelled.
 * Taro's H5 picker drops a chosen file that does not load as a picture and still succeeds: that
 * case gets the §8 toast 不支持该文件上传！.
 */
export async function chooseOneImage(): Promise<ChosenImage | null> {
  let chosen: Taro.chooseImage.SuccessCallbackResult;
  try {
    chosen = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] });
  } catch {
    return null; // cancelled
  }
  const path = chosen.tempFilePaths[0];
  if (!path) {
    toast(TEXT.unsupportedUpload);
    return null;
  }
  const file = chosen.tempFiles?.[0] as { originalFileObj?: { name?: string } } | undefined;
  return { path, name: file?.originalFileObj?.name };
}
