import { EmptyData } from '@/shared/ui/EmptyData';
import { goToLogin } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/nutui/button';
import { CENTRE_TEXT } from '../model';

/** Public mine pages (collect, article) show a visitor this instead of a list only members have. */
export function VisitorPlaceholder({ hint }: { hint: string }) {
  return (
    <EmptyData
      className='visitor-placeholder'
      text={CENTRE_TEXT.noVisitorContent}
      description={hint}
      action={<Button type='primary' size='small' onClick={() => void goToLogin()}>{CENTRE_TEXT.loginButton}</Button>}
    />
  );
}
