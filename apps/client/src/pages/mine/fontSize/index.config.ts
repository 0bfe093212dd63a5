export default definePageConfig({ navigationBarTitleText: '字体大小' });
