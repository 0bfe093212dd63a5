// Its own bar with 关闭 (H5); the mini-program's web-view keeps the native bar whatever this says.
export default definePageConfig({ navigationBarTitleText: '网页', navigationStyle: 'custom', enablePullDownRefresh: false, disableScroll: true });
