export default definePageConfig({ navigationBarTitleText: '资讯详情', enableShareAppMessage: true, enableShareTimeline: true });
