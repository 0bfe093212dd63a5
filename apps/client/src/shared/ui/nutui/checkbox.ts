// NutUI per component (the package root would pull every component and its CSS into the bundle).
import '@nutui/nutui-react-taro/dist/es/packages/checkbox/style/css';

export { default as Checkbox } from '@nutui/nutui-react-taro/dist/es/packages/checkbox';
export type { CheckboxProps } from '@nutui/nutui-react-taro/dist/es/packages/checkbox';
