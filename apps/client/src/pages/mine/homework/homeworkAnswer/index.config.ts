export default definePageConfig({ navigationBarTitleText: '批改作业' });
