import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { Eye } from '@nutui/icons-react-taro';
import { ACCOUNT_TEXT, PASSWORD_MAX, PASSWORD_MIN, TINT, checkPasswordChange } from '@caixue/contract';
import { navigateBack } from '@/shared/navigation/navigation';
import { toast, toastAcrossNavigation } from '@/shared/ui/toast';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { Button } from '@/shared/ui/nutui/button';
import { Input } from '@/shared/ui/nutui/input';
import { modifyPassword } from '../../api';
import { useProfile } from '../../hooks/useProfile';
import './account.scss';

export const PASSWORD_TEXT = {
  old: '原密码',
  new: '新密码',
  confirm: '确认密码',
  oldPlaceholder: '请输入原密码',
  newPlaceholder: `请输入${PASSWORD_MIN}-${PASSWORD_MAX}位新密码`,
  confirmPlaceholder: '请再次输入新密码',
  hint: `密码为${PASSWORD_MIN}-${PASSWORD_MAX}位，建议使用字母、数字组合。修改后，其他设备上的登录将失效，需要重新登录。`,
  firstHint: `您还没有设置过登录密码，设置后可使用手机号 + 密码登录。密码为${PASSWORD_MIN}-${PASSWORD_MAX}位。`,
  submit: '确认修改',
  submitFirst: '设置密码',
} as const;

function PasswordField({ label, placeholder, value, onChange, name }: {
  label: string; placeholder: string; value: string; onChange: (v: string) => void; name: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <View className={`account-field password-form__${name}`}>
      <Text className='account-field__label'>{label}</Text>
      <Input type={visible ? 'text' : 'password'} placeholder={placeholder} value={value} onChange={onChange} maxLength={PASSWORD_MAX} />
      <View className='account-field__eye' onClick={() => setVisible(!visible)}>
        <Eye size={18} color={visible ? TINT : '#b6bbc3'} />
      </View>
    </View>
  );
}

/** Old, new and confirmation; a member without a password (WeChat sign-in) sets a first one. */
export function PasswordForm() {
  const { state, reload } = useProfile();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const info = state.info;
  if (!info) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return <View className='account-page'><SkeletonBlock height='162px' /></View>;
  }
  const requireOld = info.hasPassword !== false;
  const set = (key: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setError('');
  };

  const submit = async () => {
    const problem = checkPasswordChange({ ...form, requireOld });
    if (problem) {
      setError(problem);
      toast(problem);
      return;
    }
    setSaving(true);
    try {
      await modifyPassword(requireOld ? form.oldPassword : undefined, form.newPassword);
      await toastAcrossNavigation(ACCOUNT_TEXT.passwordSaved, navigateBack, { icon: 'success' });
    } catch {
      // The request layer has shown the server's reason (e.g. 原密码错误).
    } finally {
      setSaving(false);
    }
  };

  return (
    <View className='account-page password-form'>
      <View className='account-form'>
        {requireOld ? <PasswordField name='old' label={PASSWORD_TEXT.old} placeholder={PASSWORD_TEXT.oldPlaceholder} value={form.oldPassword} onChange={set('oldPassword')} /> : null}
        <PasswordField name='new' label={PASSWORD_TEXT.new} placeholder={PASSWORD_TEXT.newPlaceholder} value={form.newPassword} onChange={set('newPassword')} />
        <PasswordField name='confirm' label={PASSWORD_TEXT.confirm} placeholder={PASSWORD_TEXT.confirmPlaceholder} value={form.confirmPassword} onChange={set('confirmPassword')} />
      </View>
      {error ? <Text className='account-error'>{error}</Text> : <Text className='account-hint'>{requireOld ? PASSWORD_TEXT.hint : PASSWORD_TEXT.firstHint}</Text>}
      <View className='account-actions'>
        <Button type='primary' block loading={saving} disabled={saving} className='password-form__submit' onClick={() => void submit()}>
          {requireOld ? PASSWORD_TEXT.submit : PASSWORD_TEXT.submitFirst}
        </Button>
      </View>
    </View>
  );
}
