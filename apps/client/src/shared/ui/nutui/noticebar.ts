// NutUI per component (the package root would pull every component and its CSS into the bundle).
import '@nutui/nutui-react-taro/dist/es/packages/noticebar/style/css';

export { default as NoticeBar } from '@nutui/nutui-react-taro/dist/es/packages/noticebar';
export type { NoticeBarProps } from '@nutui/nutui-react-taro/dist/es/packages/noticebar';
