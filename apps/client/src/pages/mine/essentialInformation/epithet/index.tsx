import Taro, { useRouter } from '@tarojs/taro';
import { useEffect } from 'react';
import { NicknameEditor } from '@/features/member/components/account/NicknameEditor';
import { PageShell } from '@/shared/ui/PageShell';

/** 修改昵称 (称呼); with ?field=name the same page edits the real name (修改姓名). */
export default function EpithetPage() {
  const field = useRouter().params.field === 'name' ? 'name' : 'nickname';
  useEffect(() => {
    if (field === 'name') void Taro.setNavigationBarTitle({ title: '修改姓名' });
  }, [field]);
  return (
    <PageShell background='grey'>
      <NicknameEditor field={field} />
    </PageShell>
  );
}
