export default definePageConfig({ navigationBarTitleText: '公司视频' });
