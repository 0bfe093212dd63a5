export default definePageConfig({ navigationBarTitleText: '帮助中心' });
