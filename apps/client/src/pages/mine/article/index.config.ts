export default definePageConfig({ navigationBarTitleText: '我的文章' });
