import { Text, View } from '@tarojs/components';
import classNames from 'classnames';
import type { RaceEntry } from '@caixue/contract';
import { imageUrl } from '@/shared/ui/imageUrl';
import { percentText, RACE_UI_TEXT } from '../raceModel';
import { TrendText } from './TrendText';
import './stock.scss';
import { Picture } from '@/shared/ui/Picture';

export interface RaceRankingProps {
  entries: readonly RaceEntry[];
  /** Show each entry's race (the ranking across races). */
  showRace?: boolean;
  /** The entry shown on the page (highlighted). */
  activeId?: number;
  onSelect: (entry: RaceEntry) => void;
}

/** Participants ranked by return: place, portfolio, teacher, return (red/green), 沪深300 over the same days. */
export function RaceRanking({ entries, showRace, activeId, onSelect }: RaceRankingProps) {
  return (
    <View className='race-rank'>
      {entries.map((entry) => (
        <View
          key={entry.id}
          className={classNames('race-rank__row', entry.id === activeId && 'race-rank__row--active')}
          data-entry={entry.id}
          onClick={() => onSelect(entry)}
        >
          <Text className={classNames('race-rank__place', entry.rank <= 3 && `race-rank__place--top${entry.rank}`)}>{entry.rank}</Text>
          {entry.teacher?.avatar ? <Picture alt='' className='race-rank__avatar' src={imageUrl(entry.teacher.avatar)} mode='aspectFill' /> : <View className='race-rank__avatar' />}
          <View className='race-rank__main'>
            <View className='race-rank__title-row'>
              <Text className='race-rank__title'>{entry.title}</Text>
              {entry.locked ? <Text className='stock-lock-badge'>🔒 {RACE_UI_TEXT.lockedBadge}</Text> : null}
            </View>
            <Text className='race-rank__meta'>
              {[entry.teacher?.name, showRace ? entry.raceTitle : null].filter(Boolean).join(' · ')}
            </Text>
            <Text className='race-rank__meta'>{`${RACE_UI_TEXT.benchmarkShort} ${percentText(entry.benchmarkReturnRate)} · ${RACE_UI_TEXT.drawdownShort} ${entry.maxDrawdown.toFixed(2)}%`}</Text>
          </View>
          <View className='race-rank__figure'>
            <TrendText className='race-rank__return' value={entry.returnRate} />
            <Text className='race-rank__label'>{RACE_UI_TEXT.returnRate}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}
