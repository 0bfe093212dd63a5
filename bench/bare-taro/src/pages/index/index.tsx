import { Text, View } from '@tarojs/components';

export default function Index() {
  return (
    <View>
      <Text className='title'>财学</Text>
      <Text className='text'>面向个人投资者的投资学习平台：名师图文与视频直播、财经资讯、系统课程、股票工具与 AI 助手。市场有风险，投资需谨慎。</Text>
    </View>
  );
}
