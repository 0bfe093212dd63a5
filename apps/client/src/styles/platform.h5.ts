// Browser build only. It renders Taro's plain React components (h5.useHtmlComponents), whose
// stylesheet Taro's Vite runner does not add, and Taro's router title bar, which needs fitting.
// The mini-program has native components and a native title bar (platform.ts).
import '@tarojs/components-react/dist/index.css';
import './h5-chrome.scss';
