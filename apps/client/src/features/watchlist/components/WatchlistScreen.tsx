import { useCallback, useMemo, useState } from 'react';
import { Input, ScrollView, Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import { WATCHLIST_LIMITS, WATCHLIST_TEXT, type WatchList } from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { confirm, toast } from '@/shared/ui/toast';
import {
  deleteGroup, fetchWatchlist, moveToGroup, removeFromWatchlist, reorderWatchlist, saveGroup,
} from '../api';
import type { UseQuotes } from '../hooks/quoteSource';
import { ALL_GROUP, groupNameProblem, keepTab, movedTop, movedUp, rowsOf, withQuotes } from '../model';
import { STOCK_PATHS, alertsUrl, detailUrl } from '../routes';
import { QuoteCells } from './QuoteCells';
import { StockTools } from './StockTools';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import './WatchlistScreen.scss';

type Sheet = null | { kind: 'move'; symbol: string; name: string } | { kind: 'group'; id?: number; name: string };

export interface WatchlistScreenProps {
  /** The page's quote source (live over the socket, or polled over HTTP). */
  useQuotes: UseQuotes;
}

/** 自选股: group tabs, the member's stocks with their quotes, editing (order, groups, removal). */
export function WatchlistScreen({ useQuotes }: WatchlistScreenProps) {
  const [list, setList] = useState<WatchList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState(ALL_GROUP);
  const [editing, setEditing] = useState(false);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchWatchlist().then(
      (data) => {
        setList(data);
        setError(null);
        setTab((current) => keepTab(data, current));
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  useDidShow(load);

  const symbols = useMemo(() => list?.items.map((item) => item.symbol) ?? [], [list]);
  const { bySymbol } = useQuotes(symbols);
  const rows = useMemo(() => {
    if (!list) return [];
    return withQuotes(rowsOf(list, tab), new Map(Object.entries(bySymbol)));
  }, [list, tab, bySymbol]);

  const apply = async (change: Promise<WatchList>, done?: string) => {
    setBusy(true);
    try {
      const data = await change;
      setList(data);
      setTab((current) => keepTab(data, current));
      if (done) toast(done);
    } catch {
      // The request layer toasted the server's message.
    } finally {
      setBusy(false);
    }
  };

  if (error && !list) return <ErrorState title='加载失败' message={error} onRetry={load} />;
  if (!list) return <View className='watchlist watchlist--loading' />;

  const tabSymbols = rows.map((row) => row.symbol);
  const group = list.groups.find((g) => g.id === tab);
  const statusText = rows.find((row) => row.status !== 'suspended')?.statusText ?? '';
  const marketLive = rows.some((row) => row.status === 'trading');

  const submitGroup = async (current: { id?: number; name: string }) => {
    const problem = groupNameProblem(current.name, list, WATCHLIST_LIMITS.groupName, current.id);
    if (problem) {
      toast(problem);
      return;
    }
    setSheet(null);
    await apply(saveGroup(current.name.trim(), current.id), current.id ? '已重命名' : '已新建分组');
  };

  const removeGroup = async () => {
    if (!group) return;
    const ok = await confirm({ content: `删除分组“${group.name}”？分组内的股票仍保留在“全部”中。`, confirmText: '删除' });
    if (ok) await apply(deleteGroup(group.id), '已删除分组');
  };

  const remove = async (symbol: string, name: string) => {
    const ok = await confirm({ content: `将 ${name} 从自选中删除？`, confirmText: WATCHLIST_TEXT.remove });
    if (ok) await apply(removeFromWatchlist([symbol]), WATCHLIST_TEXT.removedToast);
  };

  return (
    <View className='watchlist' data-testid='watchlist'>
      <View className='watchlist__bar'>
        <View className='watchlist__search' data-testid='watchlist-search' onClick={() => void navigateTo(STOCK_PATHS.search)}>
          <Text className='watchlist__search-icon'>⌕</Text>
          <Text className='watchlist__search-text'>{WATCHLIST_TEXT.searchPlaceholder}</Text>
        </View>
        <Text className='watchlist__link' data-testid='watchlist-alerts' onClick={() => void navigateTo(alertsUrl())}>{WATCHLIST_TEXT.alerts}</Text>
      </View>
      <StockTools />

      <View className='watchlist__tabs-row'>
        <ScrollView scrollX className='watchlist__tabs' enhanced showScrollbar={false}>
          {[{ id: ALL_GROUP, name: WATCHLIST_TEXT.all, count: list.items.length }, ...list.groups].map((g) => (
            <View
              key={g.id}
              className={classNames('watchlist__tab', g.id === tab && 'watchlist__tab--active')}
              data-testid='watchlist-tab'
              onClick={() => setTab(g.id)}
            >
              <Text>{g.name}</Text>
              <Text className='watchlist__tab-count'>{g.count}</Text>
            </View>
          ))}
        </ScrollView>
        <Text className='watchlist__tab-add' data-testid='watchlist-group-new' onClick={() => setSheet({ kind: 'group', name: '' })}>＋分组</Text>
        <Text className='watchlist__edit' data-testid='watchlist-edit' onClick={() => setEditing((e) => !e)}>
          {editing ? WATCHLIST_TEXT.done : WATCHLIST_TEXT.edit}
        </Text>
      </View>

      {editing && group ? (
        <View className='watchlist__group-tools'>
          <Text className='watchlist__group-name'>分组：{group.name}</Text>
          <Text className='watchlist__tool' data-testid='watchlist-group-rename' onClick={() => setSheet({ kind: 'group', id: group.id, name: group.name })}>{WATCHLIST_TEXT.renameGroup}</Text>
          <Text className='watchlist__tool watchlist__tool--danger' data-testid='watchlist-group-delete' onClick={() => void removeGroup()}>{WATCHLIST_TEXT.deleteGroup}</Text>
        </View>
      ) : null}

      <View className='watchlist__head'>
        <Text className='watchlist__head-name'>名称代码</Text>
        <Text className='watchlist__head-price'>最新价</Text>
        <Text className='watchlist__head-percent'>{editing ? '操作' : '涨跌幅'}</Text>
      </View>
      {statusText && !marketLive ? (
        <View className='watchlist__state' data-testid='watchlist-state'>
          <Text className='watchlist__state-dot' />
          <Text>{statusText}</Text>
          <Text className='watchlist__state-note'>显示最近收盘价</Text>
        </View>
      ) : null}

      {rows.length === 0 ? (
        <EmptyData
          className='watchlist__empty'
          text={tab === ALL_GROUP ? '暂无自选股' : '该分组暂无股票'}
          description={tab === ALL_GROUP ? WATCHLIST_TEXT.empty : '在“全部”中编辑股票，可移到这个分组'}
          action={tab === ALL_GROUP ? (
            <View className='watchlist__empty-add' data-testid='watchlist-empty-add' onClick={() => void navigateTo(STOCK_PATHS.search)}><Text>去添加</Text></View>
          ) : undefined}
        />
      ) : (
        <View className={classNames('watchlist__rows', busy && 'watchlist__rows--busy')}>
          {rows.map((row, index) => (
            <View
              key={row.symbol}
              className='watch-row'
              data-testid='watch-row'
              data-symbol={row.symbol}
              onClick={() => { if (!editing) void navigateTo(detailUrl(row.symbol)); }}
            >
              <View className='watch-row__name'>
                <Text className='watch-row__title'>{row.name}</Text>
                <View className='watch-row__code'>
                  <Text className='watch-row__market'>{row.symbol.slice(0, 2).toUpperCase()}</Text>
                  <Text>{row.code}</Text>
                </View>
              </View>
              {editing ? (
                <View className='watch-row__tools'>
                  <Text className={classNames('watch-row__tool', index === 0 && 'watch-row__tool--off')} data-testid='watch-row-top'
                    onClick={() => index > 0 && void apply(reorderWatchlist(movedTop(tabSymbols, row.symbol)))}>{WATCHLIST_TEXT.moveTop}</Text>
                  <Text className={classNames('watch-row__tool', index === 0 && 'watch-row__tool--off')} data-testid='watch-row-up'
                    onClick={() => index > 0 && void apply(reorderWatchlist(movedUp(tabSymbols, row.symbol)))}>{WATCHLIST_TEXT.moveUp}</Text>
                  <Text className='watch-row__tool' data-testid='watch-row-move' onClick={() => setSheet({ kind: 'move', symbol: row.symbol, name: row.name })}>分组</Text>
                  <Text className='watch-row__tool watch-row__tool--danger' data-testid='watch-row-remove' onClick={() => void remove(row.symbol, row.name)}>{WATCHLIST_TEXT.remove}</Text>
                </View>
              ) : (
                <QuoteCells {...row} />
              )}
            </View>
          ))}
        </View>
      )}

      <StockRiskTip line={WATCHLIST_TEXT.riskTip} />

      {sheet?.kind === 'move' ? (
        <BottomSheet title={`${WATCHLIST_TEXT.moveTo}：${sheet.name}`} onClose={() => setSheet(null)} testId='watchlist-move-sheet'>
          {[{ id: ALL_GROUP, name: '不分组（仅在全部）' }, ...list.groups].map((g) => {
            const current = list.items.find((item) => item.symbol === sheet.symbol)?.groupId === g.id;
            return (
              <View key={g.id} className={classNames('watchlist__option', current && 'watchlist__option--current')} data-testid='watchlist-move-option'
                onClick={() => { setSheet(null); if (!current) void apply(moveToGroup([sheet.symbol], g.id), '已移动'); }}>
                <Text>{g.name}</Text>
                {current ? <Text className='watchlist__option-mark'>当前</Text> : null}
              </View>
            );
          })}
          {list.groups.length === 0 ? <Text className='watchlist__hint'>还没有分组，先点“＋分组”新建一个</Text> : null}
        </BottomSheet>
      ) : null}

      {sheet?.kind === 'group' ? (
        <BottomSheet title={sheet.id ? WATCHLIST_TEXT.renameGroup : WATCHLIST_TEXT.newGroup} onClose={() => setSheet(null)} testId='watchlist-group-sheet'>
          <View className='watchlist__form'>
            <Input
              className='watchlist__input'
              data-testid='watchlist-group-input'
              value={sheet.name}
              maxlength={WATCHLIST_LIMITS.groupName}
              placeholder={WATCHLIST_TEXT.groupNamePlaceholder}
              focus
              onInput={(event) => setSheet({ ...sheet, name: event.detail.value })}
              onConfirm={() => void submitGroup(sheet)}
            />
            <View className='watchlist__submit' data-testid='watchlist-group-save' onClick={() => void submitGroup(sheet)}><Text>保存</Text></View>
          </View>
        </BottomSheet>
      ) : null}
    </View>
  );
}
