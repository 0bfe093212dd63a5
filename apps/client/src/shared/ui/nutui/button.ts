// NutUI per component (the package root would pull every component and its CSS into the bundle).
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css';

export { default as Button } from '@nutui/nutui-react-taro/dist/es/packages/button';
export type { ButtonProps } from '@nutui/nutui-react-taro/dist/es/packages/button';
