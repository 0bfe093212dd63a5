import { useCallback, useMemo, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow, useReachBottom } from '@tarojs/taro';
import { APPLET_PAGE_SIZE, APPLET_TEXT, TEMPLATE_KINDS, type TemplateMessage } from '@caixue/contract';
import { goToLogin, navigateTo } from '@/shared/navigation/navigation';
import { openNoPermissionFor } from '@/shared/navigation/noPermission';
import { openStockDetail } from '@/shared/navigation/stockDetail';
import { usePagedList } from '@/shared/request/pagedList';
import { isLoggedIn } from '@/shared/session/auth';
import { CategoryTabs } from '@/shared/ui/CategoryTabs';
import { PagedBody } from '@/shared/ui/PagedBody';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchTemplatePage, fetchTemplateRooms, type TemplateQuery, type TemplateScope } from '../templateApi';
import { chatPageUrl } from './LiveRoomList';
import { TemplateCard } from './TemplateCard';
import './TemplateScreen.scss';

const ALL = 0;

export const TEMPLATE_SCREEN_TEXT = {
  allRooms: '全部',
  allKinds: '全部',
  visitorBanner: '登录后查看老师的操作提示、研报解读和个股点评全文',
  login: '立即登录',
  emptyHint: '老师在直播间发布的操作提示、研报解读、个股点评会出现在这里',
  lockedHint: '开通对应服务后即可查看老师的完整内容',
  riskLine: '模板消息是老师的教学观点与研究笔记，仅供学习参考，不构成任何投资建议；本应用不会提示任何人买入或卖出。',
} as const;

/** 李老师·早盘策略 -> 早盘策略: four tabs share the width (centred, SPEC §9), the card names the whole room. */
export function shortRoomTitle(title: string): string {
  return title.split('·').pop()!.trim() || title;
}

function openRoom(liveId: number): void {
  void navigateTo(chatPageUrl(liveId));
}

function unlock(message: TemplateMessage): void {
  if (message.lockReason === 'login') {
    void goToLogin();
    return;
  }
  void openNoPermissionFor({ title: message.roomTitle, moduleIds: message.moduleIds, message: TEMPLATE_SCREEN_TEXT.lockedHint });
}

function openStock(symbol: string): void {
  void openStockDetail(symbol);
}

/**
 * The applet's template messages (/pages/applets/template/index: every room, locked ones as
 * teasers; /template/authorized: what the caller may open, teasers for a visitor): a bar of the
 * rooms that have them, the kinds as pills, and the cards, APPLET_PAGE_SIZE at a time.
 */
export function TemplateScreen({ scope }: { scope: TemplateScope }) {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  useDidShow(() => setLoggedIn(isLoggedIn()));
  const loadRooms = useCallback(() => fetchTemplateRooms(scope), [scope]);
  const { state: rooms } = useAsyncData(loadRooms);
  const [liveId, setLiveId] = useState(ALL);
  const [tplId, setTplId] = useState(ALL);
  const roomTabs = useMemo(
    () => [{ id: ALL, label: TEMPLATE_SCREEN_TEXT.allRooms }, ...(rooms.data ?? []).map((r) => ({ id: r.id, label: shortRoomTitle(r.title), locked: r.locked && loggedIn }))],
    [rooms.data, loggedIn],
  );
  const query = useMemo<TemplateQuery>(() => ({ scope, liveId, tplId }), [scope, liveId, tplId]);
  const list = usePagedList(fetchTemplatePage, query, { pageSize: APPLET_PAGE_SIZE });
  useReachBottom(() => list.loadMore());
  return (
    <View className='template-screen'>
      <View className='template-screen__bar'>
        <CategoryTabs tabs={roomTabs} activeId={liveId} onSelect={(tab) => setLiveId(tab.id)} hideSingle />
        <View className='template-screen__kinds'>
          {[{ id: ALL, name: TEMPLATE_SCREEN_TEXT.allKinds }, ...TEMPLATE_KINDS].map((kind) => (
            <View
              key={kind.id}
              className={`template-kind template-kind--${kind.id}${kind.id === tplId ? ' template-kind--active' : ''}`}
              onClick={() => setTplId(kind.id)}
            >
              {kind.name}
            </View>
          ))}
        </View>
      </View>
      {!loggedIn ? (
        <View className='template-screen__visitor'>
          <Text className='template-screen__visitor-text'>{TEMPLATE_SCREEN_TEXT.visitorBanner}</Text>
          <View className='template-screen__visitor-login' onClick={() => void goToLogin()}>{TEMPLATE_SCREEN_TEXT.login}</View>
        </View>
      ) : null}
      <PagedBody list={list} className='template-screen__list' emptyText={APPLET_TEXT.templateEmpty} emptyHint={TEMPLATE_SCREEN_TEXT.emptyHint}>
        {(rows) => (
          <View className='template-screen__rows'>
            {rows.map((message) => (
              <TemplateCard key={message.id} message={message} onUnlock={unlock} onOpenStock={openStock} onOpenRoom={openRoom} />
            ))}
          </View>
        )}
      </PagedBody>
      <View className='template-screen__risk'>
        <StockRiskTip line={TEMPLATE_SCREEN_TEXT.riskLine} />
      </View>
    </View>
  );
}
