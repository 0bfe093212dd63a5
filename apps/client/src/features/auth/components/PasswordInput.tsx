import { useState } from 'react';
import { View } from '@tarojs/components';
import { Eye } from '@nutui/icons-react-taro';
import { Input } from '@/shared/ui/nutui/input';
import { PASSWORD_MAX } from '../model';
import { FormField } from './FormField';

export const PASSWORD_TEXT = { show: '显示密码', hide: '隐藏密码' } as const;

export interface PasswordInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A password row with an eye that shows or hides what was typed. */
export function PasswordInput({ label, placeholder, value, onChange }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const eye = (
    <View role='button' className='password-eye' aria-label={visible ? PASSWORD_TEXT.hide : PASSWORD_TEXT.show} onClick={() => setVisible(!visible)}>
      <Eye size={18} color={visible ? '#d81e06' : '#b6bbc3'} />
    </View>
  );
  return (
    <FormField label={label} extra={eye}>
      <Input
        type={visible ? 'text' : 'password'}
        placeholder={placeholder}
        value={value}
        maxLength={PASSWORD_MAX}
        onChange={onChange}
        clearable
      />
    </FormField>
  );
}
