// NutUI per component (the package root would pull every component and its CSS into the bundle).
import '@nutui/nutui-react-taro/dist/es/packages/input/style/css';

export { default as Input } from '@nutui/nutui-react-taro/dist/es/packages/input';
export type { InputProps } from '@nutui/nutui-react-taro/dist/es/packages/input';
