export default definePageConfig({ navigationBarTitleText: '课程视频' });
