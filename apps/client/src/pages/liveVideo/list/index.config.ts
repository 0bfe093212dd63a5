export default definePageConfig({ navigationBarTitleText: '视频直播', enablePullDownRefresh: false });
