import { useCallback, useEffect, useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import { MARKET_LIMITS, WATCHLIST_TEXT, type SecurityItem, type WatchList } from '@caixue/contract';
import { navigateBack, navigateTo } from '@/shared/navigation/navigation';
import { getItem, removeItem, setItem } from '@/shared/platform/storage';
import { toast } from '@/shared/ui/toast';
import { addToWatchlist, fetchWatchlist, searchSecurities } from '../api';
import { inWatchlist, withRecent } from '../model';
import { detailUrl } from '../routes';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import './SearchScreen.scss';

/** Typing waits this long before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

const TYPE_TEXT: Record<string, string> = { stock: '', index: '指数', bond: '可转债' };

/** 搜索股票: by code, name or pinyin initials as one types; 加自选 on each result; recent searches on the device. */
export function SearchScreen() {
  const [keyword, setKeyword] = useState('');
  const [answer, setAnswer] = useState<{ keyword: string; rows: SecurityItem[] } | null>(null);
  const [list, setList] = useState<WatchList | null>(null);
  const [recent, setRecent] = useState<SecurityItem[]>(() => getItem('stockSearchRecent') ?? []);
  const [adding, setAdding] = useState<string | null>(null);

  useDidShow(() => {
    fetchWatchlist().then(setList, () => undefined);
    setRecent(getItem('stockSearchRecent') ?? []);
  });

  useEffect(() => {
    const trimmed = keyword.trim();
    if (!trimmed) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      searchSecurities(trimmed).then(
        (rows) => current && setAnswer({ keyword: trimmed, rows }),
        () => current && setAnswer({ keyword: trimmed, rows: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const remember = useCallback((item: SecurityItem) => {
    setRecent((previous) => {
      const next = withRecent(previous, item);
      setItem('stockSearchRecent', next);
      return next;
    });
  }, []);

  const open = (item: SecurityItem) => {
    remember(item);
    void navigateTo(detailUrl(item.symbol));
  };

  const add = async (item: SecurityItem) => {
    if (adding) return;
    setAdding(item.symbol);
    try {
      setList(await addToWatchlist(item.symbol));
      remember(item);
      toast(WATCHLIST_TEXT.addedToast);
    } catch {
      // The request layer toasted the reason.
    } finally {
      setAdding(null);
    }
  };

  const row = (item: SecurityItem) => {
    const added = inWatchlist(list, item.symbol);
    const watchable = item.type !== 'index';
    return (
      <View key={item.symbol} className='search-row' data-testid='search-row' data-symbol={item.symbol} onClick={() => open(item)}>
        <View className='search-row__main'>
          <Text className='search-row__name'>{item.name}</Text>
          {TYPE_TEXT[item.type] ? <Text className='search-row__type'>{TYPE_TEXT[item.type]}</Text> : null}
        </View>
        <Text className='search-row__code'>{item.market.toUpperCase()} {item.code}</Text>
        {watchable ? (
          <View
            className={classNames('search-row__add', added && 'search-row__add--done')}
            data-testid='search-add'
            onClick={(event) => {
              event.stopPropagation();
              if (!added) void add(item);
            }}
          >
            <Text>{added ? '已添加' : `＋${WATCHLIST_TEXT.add}`}</Text>
          </View>
        ) : <View className='search-row__add search-row__add--none' />}
      </View>
    );
  };

  const trimmed = keyword.trim();
  // Until the answer for what is typed now arrives, the previous one stays (no flicker while typing).
  const results = answer && trimmed ? answer.rows : null;
  return (
    <View className='stock-search' data-testid='stock-search'>
      <View className='stock-search__bar'>
        <View className='stock-search__field'>
          <Text className='stock-search__icon'>⌕</Text>
          <Input
            className='stock-search__input'
            data-testid='stock-search-input'
            value={keyword}
            focus
            maxlength={MARKET_LIMITS.keyword}
            placeholder={WATCHLIST_TEXT.searchPlaceholder}
            confirmType='search'
            onInput={(event) => setKeyword(event.detail.value)}
          />
          {keyword ? <Text className='stock-search__clear' onClick={() => setKeyword('')}>×</Text> : null}
        </View>
        <Text className='stock-search__cancel' onClick={() => void navigateBack()}>取消</Text>
      </View>

      {trimmed ? (
        <View className='stock-search__list' data-testid='search-results'>
          {results === null ? <Text className='stock-search__hint'>搜索中…</Text> : null}
          {results?.length === 0 ? <Text className='stock-search__hint' data-testid='search-empty'>{WATCHLIST_TEXT.searchEmpty}</Text> : null}
          {results?.map(row)}
        </View>
      ) : (
        <View className='stock-search__recent'>
          <View className='stock-search__section'>
            <Text className='stock-search__section-title'>最近搜索</Text>
            {recent.length > 0 ? (
              <Text className='stock-search__section-action' data-testid='search-recent-clear' onClick={() => { removeItem('stockSearchRecent'); setRecent([]); }}>清空</Text>
            ) : null}
          </View>
          {recent.length === 0 ? (
            <Text className='stock-search__hint'>输入代码（600519）、名称（茅台）或拼音首字母（gzmt）</Text>
          ) : (
            <View className='stock-search__list' data-testid='search-recent'>{recent.map(row)}</View>
          )}
        </View>
      )}
      <StockRiskTip line={WATCHLIST_TEXT.riskTip} />
    </View>
  );
}
