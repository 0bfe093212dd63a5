import { useCallback, useMemo, useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import classNames from 'classnames';
import {
  PRICE_ALERT_KINDS, PRICE_ALERT_KIND_TEXT, PRICE_ALERT_TEXT, WATCHLIST_LIMITS, WATCHLIST_TEXT,
  type PriceAlert, type PriceAlertKind,
} from '@caixue/contract';
import { navigateTo } from '@/shared/navigation/navigation';
import { EmptyData } from '@/shared/ui/EmptyData';
import { ErrorState } from '@/shared/ui/ErrorState';
import { confirm, toast } from '@/shared/ui/toast';
import { addAlert, cancelAlert, fetchAlerts } from '../api';
import type { UseQuotes } from '../hooks/quoteSource';
import { formatPercent, formatQuotePrice, toneOf } from '@/shared/format/quote';
import { alertValueProblem } from '../model';
import { STOCK_PATHS, detailUrl } from '../routes';
import { AlertNotice } from './AlertNotice';
import { StockRiskTip } from '@/shared/ui/StockRiskTip';
import './QuoteCells.scss';
import './AlertsScreen.scss';

export interface AlertsScreenProps {
  /** The stock to set an alert for (from its detail page); without it only the list shows. */
  symbol?: string;
  useQuotes: UseQuotes;
}

/** 股价提醒: a form for one stock (by target price or by % change) and the member's alerts with their state. */
export function AlertsScreen({ symbol, useQuotes }: AlertsScreenProps) {
  const [alerts, setAlerts] = useState<PriceAlert[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<PriceAlertKind>('priceUp');
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    fetchAlerts().then((rows) => { setAlerts(rows); setError(null); }, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  useDidShow(load);

  const symbols = useMemo(() => (symbol ? [symbol] : []), [symbol]);
  const quote = useQuotes(symbols).bySymbol[symbol ?? ''];

  const save = async () => {
    if (!symbol || saving) return;
    const problem = alertValueProblem(kind, value, WATCHLIST_LIMITS.changePercentMax);
    if (problem) {
      toast(problem);
      return;
    }
    setSaving(true);
    try {
      await addAlert(symbol, kind, Number(value));
      toast(PRICE_ALERT_TEXT.saved);
      setValue('');
      load();
    } catch {
      // The request layer toasted the reason (当前价已不低于目标价…).
    } finally {
      setSaving(false);
    }
  };

  const cancel = async (alert: PriceAlert) => {
    if (!(await confirm({ content: `取消 ${alert.name} 的提醒“${alert.condition}”？`, confirmText: PRICE_ALERT_TEXT.cancel, cancelText: '再想想' }))) return;
    try {
      const cancelled = await cancelAlert(alert.id);
      setAlerts((rows) => rows?.map((row) => (row.id === cancelled.id ? cancelled : row)) ?? null);
      toast(PRICE_ALERT_TEXT.cancelled);
    } catch {
      load();
    }
  };

  const isPrice = kind === 'priceUp' || kind === 'priceDown';
  return (
    <View className='alerts' data-testid='alerts'>
      <AlertNotice onFired={load} />
      {symbol ? (
        <View className='alert-form' data-testid='alert-form'>
          <View className='alert-form__stock'>
            <View className='alert-form__name'>
              <Text className='alert-form__title'>{quote?.name ?? symbol.toUpperCase()}</Text>
              <Text className='alert-form__code'>{quote?.code ?? ''}</Text>
            </View>
            {quote ? (
              <View className={classNames('alert-form__quote', `tone--${toneOf(quote.change)}`)}>
                <Text className='alert-form__price' data-testid='alert-form-price'>{formatQuotePrice(quote.price)}</Text>
                <Text className='alert-form__percent'>{formatPercent(quote.changePercent)}</Text>
              </View>
            ) : null}
          </View>
          <View className='alert-form__kinds'>
            {PRICE_ALERT_KINDS.map((k) => (
              <Text key={k} className={classNames('alert-form__kind', k === kind && 'alert-form__kind--active')} data-testid='alert-kind'
                onClick={() => setKind(k)}>{PRICE_ALERT_KIND_TEXT[k]}</Text>
            ))}
          </View>
          <View className='alert-form__row'>
            <Text className='alert-form__label'>{PRICE_ALERT_TEXT.valueLabel(kind)}</Text>
            <Input
              className='alert-form__input'
              data-testid='alert-value'
              type='digit'
              value={value}
              placeholder={isPrice ? `当前 ${quote ? formatQuotePrice(quote.price) : '--'}` : `0.01-${WATCHLIST_LIMITS.changePercentMax}`}
              onInput={(event) => setValue(event.detail.value)}
            />
            <Text className='alert-form__unit'>{isPrice ? '元' : '%'}</Text>
          </View>
          <View className={classNames('alert-form__save', saving && 'alert-form__save--busy')} data-testid='alert-save' onClick={() => void save()}>
            <Text>{PRICE_ALERT_TEXT.add}</Text>
          </View>
          <Text className='alert-form__note'>触发后在 App 内通知并记入“我的消息”，每个提醒只通知一次</Text>
        </View>
      ) : null}

      <View className='alerts__head'>
        <Text className='alerts__head-title'>我的提醒</Text>
        <Text className='alerts__head-count'>{alerts ? `监控中 ${alerts.filter((a) => a.status === 'active').length}` : ''}</Text>
      </View>
      {error && !alerts ? <ErrorState compact title='加载失败' message={error} onRetry={load} /> : null}
      {alerts?.length === 0 ? (
        <EmptyData compact text={PRICE_ALERT_TEXT.empty} description='在个股页点“提醒”设置，或从自选股进入个股页'
          action={<View className='alerts__go' onClick={() => void navigateTo(STOCK_PATHS.watchlist)}><Text>去自选股</Text></View>} />
      ) : null}
      <View className='alerts__list'>
        {alerts?.map((alert) => (
          <View key={alert.id} className={classNames('alert-row', `alert-row--${alert.status}`)} data-testid='alert-row' data-status={alert.status}>
            <View className='alert-row__top' onClick={() => void navigateTo(detailUrl(alert.symbol))}>
              <Text className='alert-row__name'>{alert.name}</Text>
              <Text className='alert-row__code'>{alert.code}</Text>
              <Text className={classNames('alert-row__status', `alert-row__status--${alert.status}`)} data-testid='alert-status'>{alert.statusText}</Text>
            </View>
            <Text className='alert-row__condition' data-testid='alert-condition'>{alert.condition}</Text>
            <View className='alert-row__meta'>
              {alert.status === 'fired' && alert.firedTime ? (
                <Text>触发于 {alert.firedTime.slice(5, 16)}，价格 {formatQuotePrice(alert.firedPrice)}</Text>
              ) : (
                <Text>设置于 {alert.createTime.slice(5, 16)}</Text>
              )}
              <Text className={classNames('alert-row__quote', `tone--${toneOf(alert.change)}`)}>
                {formatQuotePrice(alert.price)} {formatPercent(alert.changePercent)}
              </Text>
              {alert.status === 'active' ? (
                <Text className='alert-row__cancel' data-testid='alert-cancel' onClick={() => void cancel(alert)}>{PRICE_ALERT_TEXT.cancel}</Text>
              ) : null}
            </View>
          </View>
        ))}
      </View>
      <StockRiskTip line={WATCHLIST_TEXT.riskTip} />
    </View>
  );
}
