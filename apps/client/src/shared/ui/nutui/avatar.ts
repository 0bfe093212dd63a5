// NutUI per component (the package root would pull every component and its CSS into the bundle).
import '@nutui/nutui-react-taro/dist/es/packages/avatar/style/css';

export { default as Avatar } from '@nutui/nutui-react-taro/dist/es/packages/avatar';
export type { AvatarProps } from '@nutui/nutui-react-taro/dist/es/packages/avatar';
