export default definePageConfig({ navigationBarTitleText: '抽奖结果' });
