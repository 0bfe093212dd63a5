import { useCallback, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import type { CommonEvent } from '@tarojs/components';
import { CALENDAR_TEXT, WATCHLIST_TEXT, type CalendarDay, type CalendarWeek, type FinanceEvent } from '@caixue/contract';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchWeek } from '../api';
import { addDays, dayNumber, dayTitle, groupEvents, limitText, pickDay, stars, weekHeading, yuanText } from '../model';
import './CalendarScreen.scss';

interface TouchLike {
  touches?: ArrayLike<{ clientX: number }>;
  changedTouches?: ArrayLike<{ clientX: number }>;
}

/** A horizontal swipe longer than this (px) pages the week strip. */
const SWIPE_PX = 50;

function Stars({ importance }: { importance: number }) {
  const { filled, empty } = stars(importance);
  return (
    <Text className='cal-event__stars' data-importance={importance}>
      <Text className='cal-event__star'>{filled}</Text>
      <Text className='cal-event__star cal-event__star--empty'>{empty}</Text>
    </Text>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className='cal-fact'>
      <Text className='cal-fact__label'>{label}</Text>
      <Text className={`cal-fact__value${strong ? ' cal-fact__value--strong' : ''}`}>{value}</Text>
    </View>
  );
}

function EventCard({ event }: { event: FinanceEvent }) {
  return (
    <View className='cal-event' data-testid='calendar-event' data-kind={event.kind}>
      <View className='cal-event__head'>
        <Text className='cal-event__time'>{event.time ?? CALENDAR_TEXT.allDay}</Text>
        {event.kind === 'economic' ? <Text className='cal-event__region'>{event.region}</Text> : null}
        <Stars importance={event.importance} />
      </View>
      <Text className='cal-event__title'>{event.title}</Text>
      {event.kind === 'economic' ? (
        <View className='cal-event__facts'>
          <Fact label={CALENDAR_TEXT.previous} value={event.previous ?? '--'} />
          <Fact label={CALENDAR_TEXT.forecast} value={event.forecast ?? '--'} />
          <Fact label={CALENDAR_TEXT.actual} value={event.actual ?? '待公布'} strong={event.actual !== null} />
        </View>
      ) : null}
      {event.kind === 'ipo' ? (
        <View className='cal-event__facts'>
          <Fact label={CALENDAR_TEXT.subscribeCode} value={event.code ?? '--'} />
          <Fact label={CALENDAR_TEXT.issuePrice} value={event.issuePrice === null ? '--' : yuanText(event.issuePrice)} />
          <Fact label={CALENDAR_TEXT.subscribeLimit} value={event.subscribeLimit === null ? '--' : limitText(event.subscribeLimit)} />
        </View>
      ) : null}
      {event.kind === 'dividend' ? (
        <View className='cal-event__facts'>
          <Fact label='代码' value={event.code ?? '--'} />
          <Fact label={CALENDAR_TEXT.cashPerTen} value={event.cashPerTen === null ? '--' : yuanText(event.cashPerTen)} strong />
        </View>
      ) : null}
      {event.note ? <Text className='cal-event__note'>{event.note}</Text> : null}
    </View>
  );
}

interface WeekStripProps {
  week: CalendarWeek;
  selected: string;
  busy: boolean;
  onSelect: (day: string) => void;
  onPage: (weeks: number) => void;
  /** Shown (回到今天) when the week is not the current one. */
  onToday?: () => void;
}

function WeekStrip({ week, selected, busy, onSelect, onPage, onToday }: WeekStripProps) {
  const touchX = useRef<number | null>(null);
  // Taro types View's touch handlers loosely; both platforms pass touches / changedTouches.
  const onTouchStart = (e: CommonEvent) => { touchX.current = (e as unknown as TouchLike).touches?.[0]?.clientX ?? null; };
  const onTouchEnd = (e: CommonEvent) => {
    const start = touchX.current;
    const end = (e as unknown as TouchLike).changedTouches?.[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    onPage(end < start ? 1 : -1);
  };
  return (
    <View className={`cal-week${busy ? ' cal-week--busy' : ''}`} data-testid='calendar-week' data-start={week.start} data-status={busy ? 'loading' : 'ready'} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <View className='cal-week__head'>
        <View className='cal-week__arrow' data-testid='calendar-prev' onClick={() => onPage(-1)}>
          <Text>‹ {CALENDAR_TEXT.previousWeek}</Text>
        </View>
        <View className='cal-week__center'>
          <Text className='cal-week__title' data-testid='calendar-heading'>{weekHeading(week)}</Text>
          {onToday ? (
            <Text className='cal-week__today' data-testid='calendar-today' onClick={onToday}>回到今天</Text>
          ) : null}
        </View>
        <View className='cal-week__arrow cal-week__arrow--next' data-testid='calendar-next' onClick={() => onPage(1)}>
          <Text>{CALENDAR_TEXT.nextWeek} ›</Text>
        </View>
      </View>
      <View className='cal-week__days'>
        {week.days.map((d) => (
          <View
            key={d.day}
            className={`cal-day${d.day === selected ? ' cal-day--selected' : ''}${d.isToday ? ' cal-day--today' : ''}${d.trading ? '' : ' cal-day--closed'}`}
            data-testid='calendar-day'
            data-day={d.day}
            data-trading={d.trading ? '1' : '0'}
            data-today={d.isToday ? '1' : '0'}
            onClick={() => onSelect(d.day)}
          >
            <Text className='cal-day__weekday'>{CALENDAR_TEXT.weekdays[d.weekday]}</Text>
            <Text className='cal-day__number'>{d.isToday ? CALENDAR_TEXT.today : dayNumber(d.day)}</Text>
            <Text className='cal-day__mark'>{d.trading ? (d.eventCount > 0 ? `${d.eventCount}项` : ' ') : CALENDAR_TEXT.closed}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function DayEvents({ day }: { day: CalendarDay }) {
  const groups = groupEvents(day.events);
  return (
    <View className='cal-daylist' data-testid='calendar-daylist' data-day={day.day}>
      <View className='cal-daybar'>
        <Text className='cal-daybar__title'>{dayTitle(day.day, day.weekday)}</Text>
        <Text className={`cal-daybar__tag${day.trading ? '' : ' cal-daybar__tag--closed'}`}>
          {day.trading ? CALENDAR_TEXT.trading : `${CALENDAR_TEXT.closed}${day.closedReason ? `（${day.closedReason}）` : ''}`}
        </Text>
        <Text className='cal-daybar__count'>{`${day.eventCount} 项`}</Text>
      </View>
      {groups.length === 0 ? (
        <EmptyData text={CALENDAR_TEXT.empty} compact />
      ) : (
        groups.map((g) => (
          <View key={g.kind} className='cal-group' data-testid='calendar-group' data-kind={g.kind}>
            <Text className='cal-group__title'>{`${g.title} · ${g.events.length}`}</Text>
            {g.events.map((e) => <EventCard key={e.id} event={e} />)}
          </View>
        ))
      )}
    </View>
  );
}

function LoadingWeek() {
  return (
    <View className='cal-week' data-testid='calendar-loading'>
      <SkeletonBlock width='40%' height='16px' />
      <View className='cal-week__days'>
        {Array.from({ length: 7 }, (_, i) => <SkeletonBlock key={i} width='36px' height='52px' />)}
      </View>
    </View>
  );
}

/** 财经日历 (issue 15): a week strip with trading marks and the chosen day's events by kind. */
export function CalendarScreen() {
  // undefined: this week (the server's today).
  const [start, setStart] = useState<string | undefined>(undefined);
  const [selected, setSelected] = useState<string | null>(null);
  const load = useCallback(() => fetchWeek(start), [start]);
  const { state, reload } = useAsyncData(load);
  const week = state.data;

  const page = (weeks: number) => {
    if (!week) return;
    setSelected(null);
    setStart(addDays(week.start, 7 * weeks));
  };
  const goToday = () => {
    setSelected(null);
    setStart(undefined);
    if (start === undefined) reload();
  };

  if (!week) {
    return (
      <View className='cal-screen'>
        {state.status === 'error' ? <ErrorState title={CALENDAR_TEXT.loadFailed} message={state.message} onRetry={reload} retryText={CALENDAR_TEXT.retry} /> : <LoadingWeek />}
        <StockRiskTip line={WATCHLIST_TEXT.riskTip} />
      </View>
    );
  }
  const chosenDay = pickDay(week, selected);
  const chosen = week.days.find((d) => d.day === chosenDay)!;
  const thisWeek = week.days.some((d) => d.isToday);
  return (
    <View className='cal-screen'>
      <WeekStrip week={week} selected={chosen.day} busy={state.status === 'loading'} onSelect={setSelected} onPage={page} onToday={thisWeek ? undefined : goToday} />
      {state.status === 'error' ? <ErrorState compact title={CALENDAR_TEXT.loadFailed} message={state.message} onRetry={reload} retryText={CALENDAR_TEXT.retry} /> : null}
      <DayEvents day={chosen} />
      <StockRiskTip line={WATCHLIST_TEXT.riskTip} />
    </View>
  );
}
