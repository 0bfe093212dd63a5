// Its own red bar with the room's title; the list scrolls inside the page, not the page itself.
export default definePageConfig({ navigationBarTitleText: '直播间', navigationStyle: 'custom', disableScroll: true });
