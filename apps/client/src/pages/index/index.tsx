import { View } from '@tarojs/components';

export default function HomePage() {
  return <View>财学</View>;
}
