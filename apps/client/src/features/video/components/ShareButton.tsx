import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { isH5 } from '@/shared/platform/platform';
import { ShareSheet, type ShareChannel } from '@/shared/ui/ShareSheet';
import { VIDEO_TEXT } from '../model';
import './ShareButton.scss';

/** The page's address to share (the sheet appends parentMemberId). */
export function shareUrl(path: string): string {
  return isH5() && typeof location !== 'undefined' ? `${location.origin}${path}` : path;
}

/** A 分享 pill that opens the share sheet for `path`. */
export function ShareButton({ path, title, onShared }: { path: string; title: string; onShared?: (channel: ShareChannel) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <View className='video-share' onClick={() => setOpen(true)}>
        <Text className='video-share__glyph'>↗</Text>
        <Text>{VIDEO_TEXT.share}</Text>
      </View>
      <ShareSheet visible={open} url={shareUrl(path)} title={title} onClose={() => setOpen(false)} onShared={onShared} />
    </>
  );
}
