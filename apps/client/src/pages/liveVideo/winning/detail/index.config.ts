export default definePageConfig({ navigationBarTitleText: '幸运大转盘' });
