import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { WEBVIEW_TEXT } from '@caixue/contract';
import { navigateBack } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { NavBar } from '@/shared/ui/NavBar';
import { PageShell } from '@/shared/ui/PageShell';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchWebViewAllowlist } from '../api';
import { decideAddress, hostOf, queryAddress, refusalText } from '../model';
import { ownWebOrigin } from '../origin';
import { WebFrame } from './WebFrame';
import './WebViewScreen.scss';

const close = () => void navigateBack();

function CloseButton() {
  return (
    <View className='webview-close' onClick={close} aria-label={WEBVIEW_TEXT.close}>
      <Text className='webview-close__icon'>✕</Text>
      <Text>{WEBVIEW_TEXT.close}</Text>
    </View>
  );
}

/**
 * /pages/webView/index?url= (SPEC §2): an outside address, only when the server's allowlist has it
 * (our own origin always); anything else is refused on the page with the address and a way back.
 * Its own bar carries 关闭; no pull-down refresh (page config).
 */
export function WebViewScreen({ url }: { url?: string }) {
  const { state, reload } = useAsyncData(fetchWebViewAllowlist);
  const origin = useMemo(() => ownWebOrigin(), []);
  const decision = state.status === 'ready' ? decideAddress(url, state.data, origin) : null;
  const title = decision?.allowed ? hostOf(decision.url) : '网页';
  const navBar = <NavBar title={title} left={<CloseButton />} />;

  let body;
  if (state.status === 'loading') {
    body = <View className='webview-screen__loading'><Text>{WEBVIEW_TEXT.loading}</Text></View>;
  } else if (state.status === 'error') {
    body = <ErrorState message={state.message} onRetry={reload} />;
  } else if (decision && !decision.allowed) {
    const shown = queryAddress(url);
    body = (
      <View className='webview-refused' data-reason={decision.reason}>
        <View className='webview-refused__icon'><Text>!</Text></View>
        <Text className='webview-refused__title'>{refusalText(decision.reason)}</Text>
        {shown ? <Text className='webview-refused__address'>{shown}</Text> : null}
        <Text className='webview-refused__hint'>{WEBVIEW_TEXT.refusedHint}</Text>
        <View className='webview-refused__back' onClick={close}><Text>{WEBVIEW_TEXT.back}</Text></View>
      </View>
    );
  } else if (decision?.allowed) {
    body = <WebFrame url={decision.url} />;
  }
  return <PageShell navBar={navBar} background='white'>{body}</PageShell>;
}
