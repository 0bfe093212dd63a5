export default definePageConfig({ navigationBarTitleText: '直播回看' });
