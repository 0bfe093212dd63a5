import { Input, Text, View } from '@tarojs/components';
import { LOCATION_TEXT } from '../model';

export interface FieldProps {
  label: string;
  value: string;
  placeholder?: string;
  error?: string | null;
  type?: 'text' | 'digit';
  maxlength?: number;
  onInput: (value: string) => void;
  onBlur?: () => void;
  name: string;
}

/** One labelled field of the location pages. */
export function LocationField({ label, value, placeholder, error, type = 'text', maxlength = 60, onInput, onBlur, name }: FieldProps) {
  return (
    <View className='location-field'>
      <Text className='location-field__label'>{label}</Text>
      <Input
        className='location-field__input'
        name={name}
        value={value}
        type={type}
        maxlength={maxlength}
        placeholder={placeholder}
        onInput={(event) => onInput(event.detail.value)}
        onBlur={onBlur}
      />
      {error ? <Text className='location-field__error'>{error}</Text> : null}
    </View>
  );
}

export function ConfirmBar({ onConfirm, text = LOCATION_TEXT.confirm }: { onConfirm: () => void; text?: string }) {
  return (
    <View className='location-confirm' onClick={onConfirm}>
      <Text>{text}</Text>
    </View>
  );
}
