import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { ACCOUNT_TEXT, PROFILE_NAME_MAX, checkProfileName, type ProfileField } from '@caixue/contract';
import { navigateBack } from '@/shared/navigation/navigation';
import { toast, toastAcrossNavigation } from '@/shared/ui/toast';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { Button } from '@/shared/ui/nutui/button';
import { Input } from '@/shared/ui/nutui/input';
import { modifyName, modifyNickname } from '../../api';
import { useProfile } from '../../hooks/useProfile';
import './account.scss';

export const NICKNAME_TEXT = {
  nickname: { label: '昵称', placeholder: '请输入昵称', hint: `昵称将在直播互动、评论中展示，1-${PROFILE_NAME_MAX}个字，不能包含 < > 等特殊字符。` },
  name: { label: '姓名', placeholder: '请输入姓名', hint: `请填写真实姓名，便于服务老师与您联系，1-${PROFILE_NAME_MAX}个字。` },
  save: '保存',
  saving: '保存中…',
  unchanged: '内容未修改',
} as const;

/** Edits the nickname (称呼, the epithet page) or, with field 'name', the real name. */
export function NicknameEditor({ field }: { field: ProfileField }) {
  const { state, reload } = useProfile();
  const text = NICKNAME_TEXT[field];
  const current = state.info?.[field];
  // What the member typed; until then the stored value.
  const [draft, setValue] = useState<string>();
  const value = draft ?? current;
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  if (value === undefined) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <View className='account-page'><SkeletonBlock height='54px' /></View>;
  }

  const save = async () => {
    const check = checkProfileName(field, value);
    if (!check.ok) {
      setError(check.message);
      toast(check.message);
      return;
    }
    if (check.value === current) {
      toast(NICKNAME_TEXT.unchanged);
      return;
    }
    setSaving(true);
    try {
      await (field === 'nickname' ? modifyNickname(check.value) : modifyName(check.value));
      const saved = field === 'nickname' ? ACCOUNT_TEXT.nicknameSaved : ACCOUNT_TEXT.nameSaved;
      await toastAcrossNavigation(saved, navigateBack, { icon: 'success' });
    } catch {
      // The request layer has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  const length = [...value].length;
  return (
    <View className='account-page nickname-editor'>
      <View className='account-form'>
        <View className='account-field'>
          <Text className='account-field__label'>{text.label}</Text>
          <Input
            placeholder={text.placeholder}
            value={value}
            onChange={(next) => { setValue(next); setError(''); }}
            clearable
            maxLength={PROFILE_NAME_MAX * 2}
          />
          <Text className='account-field__extra'>{`${length}/${PROFILE_NAME_MAX}`}</Text>
        </View>
      </View>
      {error ? <Text className='account-error'>{error}</Text> : <Text className='account-hint'>{text.hint}</Text>}
      <View className='account-actions'>
        <Button type='primary' block loading={saving} disabled={saving} className='nickname-editor__save' onClick={() => void save()}>
          {saving ? NICKNAME_TEXT.saving : NICKNAME_TEXT.save}
        </Button>
      </View>
    </View>
  );
}
