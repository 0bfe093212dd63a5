export default definePageConfig({ navigationBarTitleText: 'APP下载' });
