// NutUI per component (the package root would pull every component and its CSS into the bundle).
import '@nutui/nutui-react-taro/dist/es/packages/popup/style/css';

export { default as Popup } from '@nutui/nutui-react-taro/dist/es/packages/popup';
export type { PopupProps } from '@nutui/nutui-react-taro/dist/es/packages/popup';
