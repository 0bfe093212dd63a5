export default definePageConfig({ navigationBarTitleText: '课程老师' });
