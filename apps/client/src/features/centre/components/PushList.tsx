import { useCallback, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import { NoticeF } from '@nutui/icons-react-taro';
import { TINT, type MemberPush } from '@caixue/contract';
import { timeAgo } from '@/shared/format/relativeTime';
import { navigateTo } from '@/shared/navigation/navigation';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { fetchPushes, markPushReadOnServer } from '../api';
import { CENTRE_TEXT, markPushRead } from '../model';
import { PagedBody } from '@/shared/ui/PagedBody';
import './PushList.scss';

const fetchPage: FetchPage<MemberPush, object> = (query) => fetchPushes(query);
const NO_PARAMS = {};

export function PushRow({ push, onOpen }: { push: MemberPush; onOpen: (push: MemberPush) => void }) {
  return (
    <View className={`push-row${push.read ? '' : ' push-row--unread'}`} data-id={push.id} onClick={() => onOpen(push)}>
      <View className='push-row__icon'>
        <NoticeF size={18} color={TINT} />
        {push.read ? null : <View className='push-row__dot' />}
      </View>
      <View className='push-row__main'>
        <View className='push-row__head'>
          <Text className='push-row__title'>{push.title}</Text>
          <Text className='push-row__time'>{timeAgo(push.createTime)}</Text>
        </View>
        {push.content ? <Text className='push-row__content'>{push.content}</Text> : null}
        {push.link ? <Text className='push-row__link'>查看详情 ›</Text> : null}
      </View>
    </View>
  );
}

/** My messages (/pages/mine/pushList/index): newest first, unread dots; a tap marks read and opens the link. */
export function PushList() {
  const list = usePagedList(fetchPage, NO_PARAMS);
  // Read marks made here, kept over the loaded pages (the server has them too).
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  useReachBottom(() => list.loadMore());

  const rows = useMemo(
    () => [...readIds].reduce<readonly MemberPush[]>((acc, id) => markPushRead(acc, id), list.rows),
    [list.rows, readIds],
  );

  const open = useCallback(async (push: MemberPush) => {
    if (!push.read) {
      setReadIds((ids) => new Set(ids).add(push.id));
      // Stored before leaving, so the member centre's badge is right when the member comes back.
      await markPushReadOnServer(push.id).catch(() => undefined);
    }
    if (push.link) await navigateTo(push.link);
  }, []);

  return (
    <PagedBody
      list={{ ...list, rows: rows as MemberPush[] }}
      className='push-list'
      emptyText={CENTRE_TEXT.pushEmpty}
      emptyHint={CENTRE_TEXT.pushEmptyHint}
    >
      {(shown) => shown.map((push) => <PushRow key={push.id} push={push} onOpen={(p) => void open(p)} />)}
    </PagedBody>
  );
}
