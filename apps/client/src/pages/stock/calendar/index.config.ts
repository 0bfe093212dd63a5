export default definePageConfig({ navigationBarTitleText: '财经日历' });
