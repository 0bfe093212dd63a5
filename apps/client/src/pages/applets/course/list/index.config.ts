export default definePageConfig({ navigationBarTitleText: '课程列表' });
