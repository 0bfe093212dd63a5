export default definePageConfig({ navigationBarTitleText: '视频课程' });
