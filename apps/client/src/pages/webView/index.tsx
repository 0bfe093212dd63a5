import { useRouter } from '@tarojs/taro';
import { WebViewScreen } from '@/features/webview/components/WebViewScreen';

/** /pages/webView/index?url= (public, SPEC §2): an allowlisted outside address, with a close button. */
export default function WebViewPage() {
  const { params } = useRouter();
  return <WebViewScreen url={params.url} />;
}
