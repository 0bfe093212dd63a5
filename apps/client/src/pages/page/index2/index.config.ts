export default definePageConfig({ navigationBarTitleText: '学堂' });
