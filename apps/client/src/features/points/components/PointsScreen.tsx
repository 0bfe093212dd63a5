import { useCallback, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useReachBottom } from '@tarojs/taro';
import { Check } from '@nutui/icons-react-taro';
import { POINTS_DEDUCTION, POINTS_TEXT, type PointsEntry, type PointsInfo } from '@caixue/contract';
import { usePagedList, type FetchPage } from '@/shared/request/pagedList';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PagedBody } from '@/shared/ui/PagedBody';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchPointsInfo, fetchPointsPage, signIn } from '../api';
import { amountText, amountTone, canGoNext, dayLabel, monthLabel, monthOf, POINTS_RULE_LINES, rowTime, shiftMonth, signButtonText, streakLine } from '../model';
import './PointsScreen.scss';

const fetchPage: FetchPage<PointsEntry, { month: string }> = ({ month, pageNum, pageSize }) => fetchPointsPage(month, pageNum, pageSize);

function SignCard({ info, busy, onSign }: { info: PointsInfo; busy: boolean; onSign: () => void }) {
  return (
    <View className='points-sign'>
      <View className='points-sign__head'>
        <Text className='points-sign__title'>{POINTS_TEXT.sign}</Text>
        <Text className='points-sign__streak' data-testid='points-streak'>{streakLine(info)}</Text>
      </View>
      <View className='points-week'>
        {info.week.map((day) => (
          <View
            key={day.day}
            className={`points-day${day.signed ? ' points-day--signed' : ''}${day.today ? ' points-day--today' : ''}${day.day === 7 ? ' points-day--big' : ''}`}
            data-day={day.day}
            data-signed={day.signed ? '1' : '0'}
          >
            <View className='points-day__coin'>
              {day.signed ? <Check size={14} color='#ffffff' /> : <Text className='points-day__points'>{`+${day.points}`}</Text>}
            </View>
            <Text className='points-day__label'>{dayLabel(day)}</Text>
          </View>
        ))}
      </View>
      <View
        className={`points-sign__button${info.signedToday ? ' points-sign__button--done' : ''}${busy ? ' points-sign__button--busy' : ''}`}
        data-testid='points-sign'
        onClick={onSign}
      >
        <Text>{signButtonText(info)}</Text>
      </View>
    </View>
  );
}

function Ledger({ current }: { current: string }) {
  const [month, setMonth] = useState(current);
  const list = usePagedList(fetchPage, { month });
  useReachBottom(() => list.loadMore());
  const next = canGoNext(month, current);
  return (
    <View className='points-ledger'>
      <View className='points-ledger__head'>
        <Text className='points-ledger__title'>{POINTS_TEXT.ledger}</Text>
        <View className='points-month'>
          <View className='points-month__arrow' data-testid='points-month-prev' onClick={() => setMonth((m) => shiftMonth(m, -1))}>
            <Text>‹</Text>
          </View>
          <Text className='points-month__label' data-testid='points-month'>{monthLabel(month)}</Text>
          <View
            className={`points-month__arrow${next ? '' : ' points-month__arrow--off'}`}
            data-testid='points-month-next'
            onClick={() => { if (next) setMonth((m) => shiftMonth(m, 1)); }}
          >
            <Text>›</Text>
          </View>
        </View>
      </View>
      <PagedBody list={list} className='points-ledger__rows' emptyText={POINTS_TEXT.empty} emptyHint='签到、购买服务都可以获得积分'>
        {(rows) => rows.map((row) => (
          <View key={row.id} className='points-row' data-type={row.type}>
            <View className='points-row__main'>
              <Text className='points-row__type'>{row.typeText}</Text>
              <Text className='points-row__meta'>{row.note ? `${rowTime(row.createTime)}  ${row.note}` : rowTime(row.createTime)}</Text>
            </View>
            <Text className={`points-row__amount points-row__amount--${amountTone(row.amount)}`}>{amountText(row.amount)}</Text>
          </View>
        ))}
      </PagedBody>
    </View>
  );
}

/** 我的积分 (/pages/mine/integral/index): balance, the week's sign-in, the ledger by month. */
export function PointsScreen() {
  const { state, reload } = useAsyncData(fetchPointsInfo);
  const [override, setOverride] = useState<PointsInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [ledgerKey, setLedgerKey] = useState(0);
  const info = override ?? state.data;

  const onSign = useCallback(() => {
    if (!info || busy) return;
    if (info.signedToday) {
      toast(POINTS_TEXT.alreadySigned);
      return;
    }
    setBusy(true);
    signIn().then(
      (result) => {
        setOverride(result.info);
        setLedgerKey((k) => k + 1);
        toast(POINTS_TEXT.signSuccess(result.points), { icon: 'success' });
      },
      () => {
        // Refused (already signed elsewhere) or failed: the request layer said why; show the server's state.
        fetchPointsInfo().then(setOverride, () => undefined);
      },
    ).finally(() => setBusy(false));
  }, [info, busy]);

  if (!info) {
    if (state.status === 'error') return <ErrorState message={POINTS_TEXT.loadError} onRetry={reload} />;
    return (
      <View className='points'>
        <View className='points-hero points-hero--loading'>
          <SkeletonBlock width='90px' height='14px' />
          <SkeletonBlock width='140px' height='36px' className='points-hero__skeleton' />
        </View>
        <View className='points-sign'>
          <SkeletonBlock height='72px' />
        </View>
      </View>
    );
  }

  return (
    <View className='points'>
      <View className='points-hero'>
        <Text className='points-hero__label'>{POINTS_TEXT.balance}</Text>
        <Text className='points-hero__balance' data-testid='points-balance'>{info.balance}</Text>
        <Text className='points-hero__hint'>{`积分可在购买会员服务时抵扣，${POINTS_DEDUCTION.pointsPerYuan} 积分抵 1 元`}</Text>
      </View>
      <SignCard info={info} busy={busy} onSign={onSign} />
      <Ledger key={ledgerKey} current={monthOf(info.today)} />
      <View className='points-rules'>
        <Text className='points-rules__title'>{POINTS_TEXT.rules}</Text>
        {POINTS_RULE_LINES.map((line, i) => (
          <Text key={line} className='points-rules__line'>{`${i + 1}. ${line}`}</Text>
        ))}
      </View>
    </View>
  );
}
