import { useCallback, useState } from 'react';
import { Input, Text, View } from '@tarojs/components';
import { WINNING_TEXT, type WinningRecord } from '@caixue/contract';
import { navigateTo, pageUrl } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { SkeletonBlock } from '@/shared/ui/Skeleton';
import { toast } from '@/shared/ui/toast';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import { fetchRecord, saveAddress } from '../api';
import { addressBody, addressProblem, resultNote, resultTitle, stateTone, WINNING_PAGES, type AddressForm } from '../model';
import './WinningResultScreen.scss';

const MINE_PAGES = { integral: '/pages/mine/integral/index', coupon: '/pages/mine/coupon/index' } as const;

function Field({ label, value, placeholder, type, maxlength, onChange, name }: { label: string; value: string; placeholder: string; type?: 'text' | 'number'; maxlength: number; onChange: (v: string) => void; name: string }) {
  return (
    <View className='result-field'>
      <Text className='result-field__label'>{label}</Text>
      <Input className='result-field__input' name={name} value={value} type={type ?? 'text'} maxlength={maxlength} placeholder={placeholder} onInput={(e) => onChange(e.detail.value)} />
    </View>
  );
}

function AddressCard({ record, onSaved }: { record: WinningRecord; onSaved: (r: WinningRecord) => void }) {
  const [form, setForm] = useState<AddressForm>({ name: record.receiverName, mobile: record.receiverMobile, address: record.receiverAddress });
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(record.state === 'address');
  const set = (key: keyof AddressForm) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  if (!editing) {
    return (
      <View className='result-card'>
        <Text className='result-card__title'>{WINNING_TEXT.address}</Text>
        <Text className='result-card__line' data-testid='result-address'>{`${record.receiverName}  ${record.receiverMobile}`}</Text>
        <Text className='result-card__line'>{record.receiverAddress}</Text>
        {record.state === 'pending' ? <Text className='result-card__action' onClick={() => setEditing(true)}>修改地址</Text> : null}
        {record.shipTime ? <Text className='result-card__line result-card__line--muted'>{`发货时间 ${record.shipTime}`}</Text> : null}
      </View>
    );
  }

  const submit = () => {
    if (busy) return;
    const problem = addressProblem(form);
    if (problem) {
      toast(problem);
      return;
    }
    setBusy(true);
    saveAddress(addressBody(record.id, form)).then(
      (saved) => {
        toast(WINNING_TEXT.addressSaved, { icon: 'success' });
        setEditing(false);
        onSaved(saved);
      },
      () => undefined,
    ).finally(() => setBusy(false));
  };

  return (
    <View className='result-card' data-testid='result-address-form'>
      <Text className='result-card__title'>{WINNING_TEXT.addressTitle}</Text>
      <Field name='name' label={WINNING_TEXT.receiverName} value={form.name} placeholder='请输入收货人姓名' maxlength={20} onChange={set('name')} />
      <Field name='mobile' label={WINNING_TEXT.receiverMobile} value={form.mobile} placeholder='请输入手机号码' type='number' maxlength={11} onChange={set('mobile')} />
      <Field name='address' label={WINNING_TEXT.receiverAddress} value={form.address} placeholder='省市区、街道、门牌号' maxlength={120} onChange={set('address')} />
      <View className={`result-button${busy ? ' result-button--busy' : ''}`} data-testid='result-address-submit' onClick={submit}>
        <Text>{WINNING_TEXT.addressSubmit}</Text>
      </View>
    </View>
  );
}

/** 抽奖结果 (/pages/liveVideo/winning/result/index?id=, login): the prize, its redemption state, the address of a physical prize. */
export function WinningResultScreen({ id }: { id: number }) {
  const load = useCallback(() => fetchRecord(id), [id]);
  const { state, reload } = useAsyncData(load);
  const [override, setOverride] = useState<WinningRecord | null>(null);
  const record = override ?? state.data;

  if (!id) return <ErrorState message={WINNING_TEXT.recordNotFound} />;
  if (!record) {
    if (state.status === 'error') return <ErrorState message={WINNING_TEXT.loadError} onRetry={reload} />;
    return <View className='result'><SkeletonBlock height='160px' /></View>;
  }
  const won = record.state !== 'none';
  return (
    <View className='result'>
      <View className={`result-hero${won ? ' result-hero--won' : ''}`}>
        <Text className='result-hero__title'>{resultTitle(record)}</Text>
        <Text className='result-hero__prize' data-testid='result-prize'>{record.prizeName}</Text>
        <Text className={`result-hero__state result-hero__state--${stateTone(record.state)}`} data-testid='result-state'>{record.stateText}</Text>
        <Text className='result-hero__note'>{resultNote(record)}</Text>
      </View>
      <View className='result-card'>
        <View className='result-row'><Text className='result-row__label'>活动</Text><Text className='result-row__value'>{record.activityTitle}</Text></View>
        <View className='result-row'><Text className='result-row__label'>奖品类型</Text><Text className='result-row__value'>{record.kindText}</Text></View>
        <View className='result-row'><Text className='result-row__label'>抽奖时间</Text><Text className='result-row__value'>{record.createTime}</Text></View>
      </View>
      {record.kind === 'goods' ? <AddressCard record={record} onSaved={setOverride} /> : null}
      <View className='result-links'>
        {record.kind === 'points' ? <Text className='result-links__item' onClick={() => void navigateTo(MINE_PAGES.integral)}>查看我的积分 ›</Text> : null}
        {record.kind === 'coupon' ? <Text className='result-links__item' onClick={() => void navigateTo(MINE_PAGES.coupon)}>查看我的优惠券 ›</Text> : null}
        <Text className='result-links__item' onClick={() => void navigateTo(pageUrl(WINNING_PAGES.detail, { id: String(record.activityId) }))}>返回转盘 ›</Text>
        <Text className='result-links__item' onClick={() => void navigateTo(WINNING_PAGES.list)}>全部中奖记录 ›</Text>
      </View>
    </View>
  );
}
