export default definePageConfig({ navigationBarTitleText: '老师课程' });
