export default definePageConfig({ navigationBarTitleText: '文字直播' });
