// Its own bar with the room's title; the chat scrolls inside the page, not the page itself.
export default definePageConfig({ navigationBarTitleText: '视频直播', navigationStyle: 'custom', disableScroll: true });
