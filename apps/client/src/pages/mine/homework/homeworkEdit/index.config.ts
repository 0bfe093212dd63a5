export default definePageConfig({ navigationBarTitleText: '布置作业' });
