import { Text, View } from '@tarojs/components';
import './CentreTabs.scss';

export interface CentreTab<K extends string> {
  key: K;
  title: string;
}

/** Two or three equal tabs under the title bar, the chosen one underlined in red. */
export function CentreTabs<K extends string>({ tabs, active, onChange }: { tabs: readonly CentreTab<K>[]; active: K; onChange: (key: K) => void }) {
  return (
    <View className='centre-tabs'>
      {tabs.map((tab) => (
        <View
          key={tab.key}
          className={`centre-tabs__tab${tab.key === active ? ' centre-tabs__tab--active' : ''}`}
          data-key={tab.key}
          onClick={() => onChange(tab.key)}
        >
          <Text className='centre-tabs__title'>{tab.title}</Text>
        </View>
      ))}
    </View>
  );
}
