export default definePageConfig({ navigationBarTitleText: '媒体库' });
