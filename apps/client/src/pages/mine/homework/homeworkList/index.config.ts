export default definePageConfig({ navigationBarTitleText: '我的作业' });
