import { Text, View } from '@tarojs/components';
import { navigateTo } from '@/shared/navigation/navigation';
import { STOCK_TOOLS } from '../routes';
import './StockTools.scss';

/** The way into the other stock pages from 自选股 (races, pools, bonds, the finance calendar). */
export function StockTools() {
  return (
    <View className='stock-tools' data-testid='stock-tools'>
      {STOCK_TOOLS.map((tool) => (
        <View key={tool.path} className='stock-tools__item' onClick={() => void navigateTo(tool.path)}>
          <Text className={`stock-tools__icon stock-tools__icon--${tool.tone}`}>{tool.mark}</Text>
          <Text className='stock-tools__name'>{tool.name}</Text>
        </View>
      ))}
    </View>
  );
}
