import { WebView } from '@tarojs/components';

export interface WebFrameProps {
  url: string;
}

/**
 * Mini-program: the platform's `web-view`. It fills the page above every other component and always
 * keeps the native navigation bar, whose back arrow closes it (the address must also be a business
 * domain of the mini-program in WeChat's console).
 */
export function WebFrame({ url }: WebFrameProps) {
  return <WebView src={url} />;
}
