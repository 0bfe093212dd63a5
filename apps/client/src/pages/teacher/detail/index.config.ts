export default definePageConfig({ navigationBarTitleText: '老师主页' });
