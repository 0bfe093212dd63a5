import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import './FormField.scss';

export interface FormFieldProps {
  label: string;
  children: ReactNode;
  /** Right side of the row, e.g. the SMS code button or the show-password eye. */
  extra?: ReactNode;
}

/** One row of a login form: a short label, the input, an optional action. */
export function FormField({ label, children, extra }: FormFieldProps) {
  return (
    <View className='form-field'>
      <Text className='form-field__label'>{label}</Text>
      <View className='form-field__control'>{children}</View>
      {extra ? <View className='form-field__extra'>{extra}</View> : null}
    </View>
  );
}
