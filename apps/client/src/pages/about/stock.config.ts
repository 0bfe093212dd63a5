export default definePageConfig({ navigationBarTitleText: '实盘大赛' });
