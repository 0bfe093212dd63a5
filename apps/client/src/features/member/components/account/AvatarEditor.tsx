import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { ACCOUNT_TEXT } from '@caixue/contract';
import defaultAvatar from '@/assets/avatar-default.png';
import { chooseOneImage } from '@/shared/platform/chooseImage';
import { toast } from '@/shared/ui/toast';
import { imageUrl } from '@/shared/ui/imageUrl';
import { Button } from '@/shared/ui/nutui/button';
import { uploadAvatar } from '../../api';
import { useProfile } from '../../hooks/useProfile';
import './account.scss';
import { Picture } from '@/shared/ui/Picture';

export const AVATAR_TEXT = {
  change: '更换头像',
  uploading: '上传中…',
  tips: '支持 png、jpg、jpeg、gif、bmp 格式，大小不超过 2MB\n建议使用清晰的正方形图片',
} as const;

/** The current avatar, large, and 更换头像: pick one picture, upload it, show it. */
export function AvatarEditor() {
  const { state, update } = useProfile();
  const [busy, setBusy] = useState(false);
  const info = state.info;

  const change = async () => {
    if (busy) return;
    const picked = await chooseOneImage();
    if (!picked) return;
    setBusy(true);
    try {
      const avatar = await uploadAvatar(picked.path, picked.name);
      if (info) update({ ...info, avatar });
      toast(ACCOUNT_TEXT.avatarSaved, { icon: 'success' });
    } catch {
      // uploadAvatar and the request layer have shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const src = imageUrl(info?.avatar) || defaultAvatar;
  return (
    <View className='avatar-editor'>
      <View className='avatar-editor__frame'>
        <Picture alt='' className='avatar-editor__image' src={src} mode='aspectFill' />
        {busy ? <View className='avatar-editor__busy'><Text>{AVATAR_TEXT.uploading}</Text></View> : null}
      </View>
      <Text className='avatar-editor__tips'>{AVATAR_TEXT.tips}</Text>
      <View className='avatar-editor__actions'>
        <Button type='primary' block className='avatar-editor__change' disabled={busy || !info} onClick={() => void change()}>
          {AVATAR_TEXT.change}
        </Button>
      </View>
    </View>
  );
}
