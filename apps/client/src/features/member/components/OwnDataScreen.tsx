import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import { APPLET_TEXT, type LiveValidity, type MemberAccessModule, type OwnData, type PointsInfo } from '@caixue/contract';
import { timeAgo } from '@/shared/format/relativeTime';
import { navigateTo } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useAsyncData } from '@/shared/ui/useAsyncData';
import './OwnDataScreen.scss';

/** What 我的数据 shows; points and the level come from their own calls and may be missing (null). */
export interface OwnDataView {
  own: OwnData;
  points: PointsInfo | null;
  validity: LiveValidity | null;
  modules: MemberAccessModule[];
}

export const OWN_DATA_TEXT = {
  level: '我的等级',
  noLevel: '未开通服务',
  validUntil: '有效期至',
  daysLeft: (days: number) => `剩余 ${days} 天`,
  status: { active: '生效中', expiring: '即将到期', expired: '已过期', none: '未开通' } as Record<LiveValidity['status'], string>,
  watchTime: '观看时长',
  watchTimeNote: '系统暂不记录播放进度',
  courses: '学过的课程',
  sections: '学习课时',
  messages: '直播发言',
  replies: '收到回复',
  points: '我的积分',
  lastStudy: '最近学习',
  unavailable: '—',
  modules: '已开通服务',
} as const;

const LINKS = {
  courses: '/pages/mine/course/index',
  messages: '/pages/applets/chatRecords/index',
  points: '/pages/mine/integral/index',
} as const;

function Stat({ label, value, unit, note, link }: { label: string; value: string; unit?: string; note?: string; link?: string }) {
  return (
    <View className={classNames('own-stat', link && 'own-stat--link')} onClick={link ? () => void navigateTo(link) : undefined}>
      <Text className='own-stat__label'>{label}{link ? ' ›' : ''}</Text>
      <View className='own-stat__value'>
        <Text className={classNames('own-stat__number', !/^\d/.test(value) && 'own-stat__number--text')}>{value}</Text>
        {unit ? <Text className='own-stat__unit'>{unit}</Text> : null}
      </View>
      {note ? <Text className='own-stat__note'>{note}</Text> : null}
    </View>
  );
}

function LevelCard({ validity, modules }: { validity: LiveValidity | null; modules: MemberAccessModule[] }) {
  const status = validity?.status ?? 'none';
  const named = validity && status !== 'none';
  return (
    <View className={classNames('own-level', `own-level--${status}`)}>
      <View className='own-level__row'>
        <Text className='own-level__label'>{OWN_DATA_TEXT.level}</Text>
        <Text className='own-level__status'>{OWN_DATA_TEXT.status[status]}</Text>
      </View>
      <Text className='own-level__name'>{named ? validity.levelName : OWN_DATA_TEXT.noLevel}</Text>
      {named && validity.endDate ? (
        <Text className='own-level__until'>
          {OWN_DATA_TEXT.validUntil} {validity.endDate}{status === 'expired' ? '' : ` · ${OWN_DATA_TEXT.daysLeft(validity.daysLeft)}`}
        </Text>
      ) : null}
      {modules.length > 0 ? (
        <View className='own-level__modules'>
          {modules.map((m) => (
            <Text key={m.moduleId} className='own-level__module'>{m.name} · 至 {m.endDate}</Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}

/**
 * /pages/applets/ownData: the member's level and validity, then their figures: watch time (not
 * recorded, said so), courses and sections studied, live messages and replies, points.
 */
export function OwnDataScreen({ load }: { load: () => Promise<OwnDataView> }) {
  const { state, reload } = useAsyncData(load);
  if (!state.data) {
    if (state.status === 'error') return <ErrorState message={state.message} onRetry={reload} />;
    return (
      <View className='own-data'>
        <Skeleton rows={3} className='own-data__skeleton' />
        <Skeleton rows={4} className='own-data__skeleton' />
      </View>
    );
  }
  const { own, points, validity, modules } = state.data;
  return (
    <View className='own-data'>
      <LevelCard validity={validity} modules={modules} />
      <View className='own-data__grid'>
        <Stat label={OWN_DATA_TEXT.watchTime} value={APPLET_TEXT.watchTimeNotRecorded} note={OWN_DATA_TEXT.watchTimeNote} />
        <Stat label={OWN_DATA_TEXT.courses} value={String(own.coursesStudied)} unit='门' link={LINKS.courses} />
        <Stat label={OWN_DATA_TEXT.sections} value={String(own.sectionsStudied)} unit='节' note={own.lastStudyAt ? `${OWN_DATA_TEXT.lastStudy} ${timeAgo(own.lastStudyAt)}` : undefined} />
        <Stat label={OWN_DATA_TEXT.messages} value={String(own.liveMessages)} unit='条' link={LINKS.messages} />
        <Stat label={OWN_DATA_TEXT.replies} value={String(own.repliesReceived)} unit='条' />
        <Stat label={OWN_DATA_TEXT.points} value={points ? String(points.balance) : OWN_DATA_TEXT.unavailable} unit={points ? '分' : undefined} link={LINKS.points} />
      </View>
    </View>
  );
}
