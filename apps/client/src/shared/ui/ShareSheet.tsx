/**
 * The share sheet (SPEC §2): a bottom sheet with the channels four to a row — WeChat friend and
 * Moments only where the WeChat client is there (its browser or the mini-program), copy link and
 * more (the system share sheet in the native app and where the browser has one) — and a cancel button. Built from Taro View/Text so it renders in unit tests too.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { TEXT } from '@caixue/contract';
import { getMemberId } from '../session/auth';
import { nativePlugin } from '../platform/native';
import { isH5, isWeapp, isWeChatBrowser } from '../platform/platform';
import { withParentMemberId } from '../navigation/share';
import { lazyWithStates } from './lazy';
import { POSTER_TEXT, type SharePosterProps } from './posterText';
import { toast } from './toast';
import './ShareSheet.scss';

/** The poster (canvas drawing, QR code: about 10 KB gzipped) loads when a member asks for it, not with every detail page. */
const SharePoster = lazyWithStates<SharePosterProps>(() => import('./SharePoster').then((module) => ({ default: module.SharePoster })));

export type ShareChannel = 'wechat' | 'moments' | 'link' | 'more';
/** The sheet's entries: the channels, and the poster where the page offers one (it shares nothing by itself). */
type SheetEntry = ShareChannel | 'poster';

export interface ShareSheetProps {
  visible: boolean;
  url: string;
  title: string;
  onClose: () => void;
  onShared?: (channel: ShareChannel) => void;
  /**
   * Offers 分享海报 too: a picture of the cover, the title and a QR of the link with the member's
   * parentMemberId, to save and send (shared/ui/SharePoster).
   */
  poster?: { cover?: string };
}

export const SHARE_TEXT = {
  wechat: '微信好友',
  moments: '朋友圈',
  link: '复制链接',
  more: '更多',
  poster: POSTER_TEXT.channel,
  cancel: '取消',
  hint: '点击右上角「…」分享给好友 / 朋友圈',
  errorTitle: '分享失败',
  errorButton: '知道了',
  errorFallback: '分享失败，请稍后再试',
} as const;

const GLYPHS: Record<SheetEntry, string> = { wechat: '微', moments: '◎', link: '🔗', more: '…', poster: '▣' };

/** The WeChat entries only make sense where the WeChat client is present. */
export function shareChannels(): ShareChannel[] {
  const wechat = isWeChatBrowser() || isWeapp();
  return wechat ? ['wechat', 'moments', 'link', 'more'] : ['link', 'more'];
}

/** The text of a failure as thrown by Taro ({errMsg}), the browser (Error) or anything else. */
export function shareErrorText(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const { errMsg, message } = error as { errMsg?: unknown; message?: unknown };
    if (typeof errMsg === 'string' && errMsg) return errMsg;
    if (typeof message === 'string' && message) return message;
  }
  return SHARE_TEXT.errorFallback;
}

async function showShareError(error: unknown): Promise<void> {
  try {
    await Taro.showModal({ title: SHARE_TEXT.errorTitle, content: shareErrorText(error), showCancel: false, confirmText: SHARE_TEXT.errorButton });
  } catch {
    // Nothing more to tell if even the dialog fails.
  }
}

function isUserAbort(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError');
}

export function ShareSheet({ visible, url, title, onClose, onShared, poster }: ShareSheetProps) {
  const [hint, setHint] = useState(false);
  const [posterLink, setPosterLink] = useState<string | null>(null);

  const copy = async (link: string, channel: ShareChannel) => {
    await Taro.setClipboardData({ data: link });
    toast(TEXT.shareCopied);
    onShared?.(channel);
  };

  const share = async (channel: SheetEntry) => {
    const link = withParentMemberId(url, getMemberId());
    onClose();
    try {
      if (channel === 'poster') {
        setPosterLink(link);
      } else if (channel === 'link') {
        await copy(link, 'link');
      } else if (channel === 'wechat' || channel === 'moments') {
        // The share card itself is set up by shared/platform/wechat.ts (JS-SDK) or the mini-program page.
        if (isWeapp()) await Taro.showShareMenu({ withShareTicket: true, showShareItems: ['wechatFriends', 'wechatMoment'] });
        setHint(true);
        onShared?.(channel);
      } else if (isWeapp()) {
        await Taro.showShareMenu({ withShareTicket: true, showShareItems: ['wechatFriends', 'wechatMoment'] });
        setHint(true);
        onShared?.('more');
      } else if (nativePlugin('Share')) {
        // The native app: the system share sheet (its cancel rejects with "Share canceled").
        try {
          await nativePlugin('Share')!.share({ title, url: link, dialogTitle: title });
        } catch (error) {
          if (/cancel/i.test(shareErrorText(error))) return;
          throw error;
        }
        onShared?.('more');
      } else if (isH5() && typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url: link });
        } catch (error) {
          if (isUserAbort(error)) return; // the member closed the system sheet
          throw error;
        }
        onShared?.('more');
      } else {
        await copy(link, 'more');
      }
    } catch (error) {
      await showShareError(error);
    }
  };

  if (!visible && !hint && !posterLink) return null;
  const channels: SheetEntry[] = poster ? [...shareChannels(), 'poster'] : shareChannels();
  return (
    <>
      {visible ? (
        <View className='share-sheet-mask' onClick={onClose}>
          <View className='share-sheet' onClick={(event) => event.stopPropagation()}>
            <View className='share-sheet__grid'>
              {channels.map((channel) => (
                <View key={channel} className={`share-sheet__item share-sheet__item--${channel}`} data-channel={channel} onClick={() => void share(channel)}>
                  <View className='share-sheet__icon'><Text>{GLYPHS[channel]}</Text></View>
                  <Text className='share-sheet__label'>{SHARE_TEXT[channel]}</Text>
                </View>
              ))}
            </View>
            <View className='share-sheet__cancel' onClick={onClose}>{SHARE_TEXT.cancel}</View>
          </View>
        </View>
      ) : null}
      {hint ? (
        <View className='share-hint' onClick={() => setHint(false)}>
          <Text className='share-hint__arrow'>↗</Text>
          <Text className='share-hint__text'>{SHARE_TEXT.hint}</Text>
        </View>
      ) : null}
      {posterLink ? <SharePoster key={posterLink} visible title={title} link={posterLink} cover={poster?.cover} onClose={() => setPosterLink(null)} /> : null}
    </>
  );
}
