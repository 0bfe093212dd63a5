export default definePageConfig({ navigationBarTitleText: '作业批改' });
