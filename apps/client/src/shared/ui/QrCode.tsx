import { useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { Picture } from './Picture';
import { QrError, qrDataUri, type QrOptions } from './qr';

export interface QrCodeProps extends QrOptions {
  text: string;
  size?: number;
  className?: string;
  /** Read by screen readers (default 二维码). */
  label?: string;
}

/**
 * A QR code (SPEC §2 "A QR-code component exists"; §5): SVG in an <image> on both platforms. Empty
 * data or equal colours show the rule's message in place of the code (SPEC §5), never a blank.
 */
export function QrCode({ text, size = 200, className, foreground, background, label = '二维码' }: QrCodeProps) {
  const result = useMemo(() => {
    try {
      return { src: qrDataUri(text, { foreground, background }) };
    } catch (error) {
      if (error instanceof QrError) return { error: error.message };
      throw error;
    }
  }, [text, foreground, background]);
  const style = { width: `${size}px`, height: `${size}px` };
  if ('error' in result) {
    return (
      <View className={className} style={{ ...style, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px dashed #d81e06' }}>
        <Text className='qr-code__error' style={{ color: '#d81e06', fontSize: '13px', textAlign: 'center' }}>{result.error}</Text>
      </View>
    );
  }
  return <Picture alt={label} className={className} src={result.src} style={style} mode='aspectFit' />;
}
