import { useCallback, useMemo, useRef, useState } from 'react';
import Taro from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { WINNING_TEXT, type DrawResult, type RecentWinner, type WheelActivity } from '@caixue/contract';
import { goToLogin, navigateTo, pageUrl } from '@/shared/navigation/navigation';
import { isLoggedIn } from '@/shared/session/auth';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { drawOnce, fetchActivities, fetchActivity, fetchRecentWinners } from '../api';
import { drawGate, drawHint, newRequestId, oddsText, resultNote, resultTitle, shortTime, wheelSegments, WINNING_PAGES } from '../model';
import { PrizeWheel } from './PrizeWheel';
import type { WheelControl } from './wheelConfig';
import './WheelScreen.scss';

/** The wheel spins at least this long before it slows down to the server's prize. */
const MIN_SPIN_MS = 900;

/** The activity of ?id=, or the first running one (the entries link without an id). */
async function loadActivity(id: number | undefined): Promise<WheelActivity | null> {
  if (id) return fetchActivity(id);
  const list = await fetchActivities();
  const pick = list.find((a) => a.status === 'running') ?? list[0];
  return pick ? fetchActivity(pick.id) : null;
}

function wheelSize(): number {
  const width = Taro.getSystemInfoSync().windowWidth || 375;
  return Math.max(240, Math.min(width - 48, 330));
}

function ResultDialog({ result, onClose, onView }: { result: DrawResult; onClose: () => void; onView: () => void }) {
  const won = result.record.state !== 'none';
  return (
    <View className='wheel-dialog' data-testid='wheel-result'>
      <View className='wheel-dialog__mask' onClick={onClose} />
      <View className={`wheel-dialog__card${won ? ' wheel-dialog__card--won' : ''}`}>
        <Text className='wheel-dialog__title'>{resultTitle(result.record)}</Text>
        {won ? <Text className='wheel-dialog__prize' data-testid='wheel-result-prize'>{result.record.prizeName}</Text> : null}
        <Text className='wheel-dialog__note'>{resultNote(result.record)}</Text>
        <View className='wheel-dialog__actions'>
          <View className='wheel-dialog__button wheel-dialog__button--ghost' onClick={onClose}>
            <Text>{result.remainingToday > 0 ? WINNING_TEXT.drawAgain : '知道了'}</Text>
          </View>
          {won ? (
            <View className='wheel-dialog__button' data-testid='wheel-result-view' onClick={onView}>
              <Text>{result.record.kind === 'goods' && result.record.state === 'address' ? WINNING_TEXT.addressTitle : WINNING_TEXT.viewResult}</Text>
            </View>
          ) : null}
        </View>
      </View>
    </View>
  );
}

function RecentWinners({ rows }: { rows: RecentWinner[] }) {
  return (
    <View className='wheel-card'>
      <Text className='wheel-card__title'>{WINNING_TEXT.recent}</Text>
      {rows.length === 0 ? (
        <Text className='wheel-card__empty'>{WINNING_TEXT.emptyRecent}</Text>
      ) : (
        rows.slice(0, 10).map((w) => (
          <View key={w.id} className='wheel-winner'>
            <Text className='wheel-winner__name'>{w.name}</Text>
            <Text className='wheel-winner__prize'>{`抽中 ${w.prizeName}`}</Text>
            <Text className='wheel-winner__time'>{shortTime(w.createTime)}</Text>
          </View>
        ))
      )}
    </View>
  );
}

/** The wheel (/pages/liveVideo/winning/detail/index, public): draw, odds, rules, recent winners. */
export function WheelScreen({ activityId }: { activityId?: number }) {
  const load = useCallback(() => loadActivity(activityId), [activityId]);
  const { state, reload } = useAsyncData(load);
  const [override, setOverride] = useState<WheelActivity | null>(null);
  const activity = override ?? state.data ?? null;
  const loadRecent = useCallback(() => (activity ? fetchRecentWinners(activity.id) : Promise.resolve<RecentWinner[]>([])), [activity?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const recent = useAsyncData(loadRecent);
  const [busy, setBusy] = useState(false);
  const result = useRef<DrawResult | null>(null);
  const [shown, setShown] = useState<DrawResult | null>(null);
  const wheel = useRef<WheelControl | null>(null);
  const retryId = useRef<string | null>(null);
  const [size] = useState(wheelSize);
  const segments = useMemo(() => (activity ? wheelSegments(activity.prizes) : []), [activity?.prizes]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = useCallback((id: number) => {
    fetchActivity(id).then(setOverride, () => undefined);
  }, []);

  const onTap = useCallback(() => {
    if (!activity || busy) return;
    const gate = drawGate(activity, isLoggedIn());
    if (gate.kind === 'login') {
      toast(WINNING_TEXT.loginToDraw);
      void goToLogin();
      return;
    }
    if (gate.kind === 'refuse') {
      toast(gate.message);
      return;
    }
    // A tap after a lost answer (network) repeats that request id: the server answers the same draw.
    const requestId = retryId.current ?? newRequestId();
    retryId.current = requestId;
    setBusy(true);
    result.current = null;
    wheel.current?.play();
    const started = Date.now();
    drawOnce(activity.id, requestId).then(
      (answer) => {
        retryId.current = null;
        result.current = answer;
        setOverride({ ...activity, remainingToday: answer.remainingToday });
        setTimeout(() => wheel.current?.stop(answer.prizeIndex), Math.max(0, MIN_SPIN_MS - (Date.now() - started)));
      },
      (error: { kind?: string }) => {
        if (error?.kind !== 'transport') retryId.current = null;
        wheel.current?.stop(-1);
        setBusy(false);
        refresh(activity.id);
      },
    );
  }, [activity, busy, refresh]);

  const reloadRecent = recent.reload;
  const onEnd = useCallback(() => {
    setBusy(false);
    // The wheel stopped on the server's prize (or was stopped after a refusal: no result).
    if (result.current) {
      setShown(result.current);
      result.current = null;
      reloadRecent();
    }
  }, [reloadRecent]);

  if (!activity) {
    if (state.status === 'error') return <ErrorState message={WINNING_TEXT.loadError} onRetry={reload} />;
    if (state.status === 'ready') return <EmptyData text='暂无抽奖活动' />;
    return (
      <View className='wheel'>
        <View className='wheel-hero'>
          <SkeletonBlock width='60%' height='28px' />
        </View>
        <SkeletonBlock width={`${size}px`} height={`${size}px`} className='wheel-skeleton' />
      </View>
    );
  }

  return (
    <View className='wheel'>
      <View className='wheel-hero'>
        <Text className='wheel-hero__title'>{activity.title}</Text>
        {activity.description ? <Text className='wheel-hero__desc'>{activity.description}</Text> : null}
        <Text className='wheel-hero__time'>{`活动时间 ${activity.startTime} 至 ${activity.endTime}`}</Text>
        {activity.levelName ? <Text className='wheel-hero__level'>{`仅限${activity.levelName}参与`}</Text> : null}
      </View>
      <View className='wheel-stage'>
        <PrizeWheel
          ref={wheel}
          segments={segments}
          size={size}
          label={`${activity.title}转盘：${activity.prizes.map((p) => p.name).join('、')}`}
          buttonText={busy ? WINNING_TEXT.drawing : WINNING_TEXT.drawButton}
          busy={busy}
          onTap={onTap}
          onEnd={onEnd}
        />
        <Text className='wheel-stage__hint' data-testid='wheel-remaining'>{drawHint(activity)}</Text>
        <View className='wheel-stage__links'>
          <Text className='wheel-stage__link' data-testid='wheel-mine' onClick={() => void navigateTo(pageUrl(WINNING_PAGES.list))}>{`${WINNING_TEXT.mine} ›`}</Text>
        </View>
      </View>
      <RecentWinners rows={recent.state.data ?? []} />
      <View className='wheel-card'>
        <Text className='wheel-card__title'>{WINNING_TEXT.prizes}</Text>
        <View className='wheel-odds wheel-odds--head'>
          <Text className='wheel-odds__name'>奖品</Text>
          <Text className='wheel-odds__kind'>类型</Text>
          <Text className='wheel-odds__value'>概率</Text>
        </View>
        {activity.prizes.map((p) => (
          <View key={p.id} className={`wheel-odds${p.inStock ? '' : ' wheel-odds--out'}`} data-testid='wheel-odds-row'>
            <Text className='wheel-odds__name'>{p.name}</Text>
            <Text className='wheel-odds__kind'>{p.inStock ? p.kindText : '已抽完'}</Text>
            <Text className='wheel-odds__value'>{oddsText(p.odds)}</Text>
          </View>
        ))}
      </View>
      <View className='wheel-card'>
        <Text className='wheel-card__title'>{WINNING_TEXT.rules}</Text>
        {activity.rules.map((line, i) => (
          <Text key={line} className='wheel-card__rule'>{`${i + 1}. ${line}`}</Text>
        ))}
      </View>
      {shown ? (
        <ResultDialog
          result={shown}
          onClose={() => setShown(null)}
          onView={() => {
            setShown(null);
            void navigateTo(pageUrl(WINNING_PAGES.result, { id: String(shown.record.id) }));
          }}
        />
      ) : null}
    </View>
  );
}
