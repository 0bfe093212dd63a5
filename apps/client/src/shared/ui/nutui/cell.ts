// NutUI per component (the package root would pull every component and its CSS into the bundle).
import '@nutui/nutui-react-taro/dist/es/packages/cell/style/css';

export { default as Cell } from '@nutui/nutui-react-taro/dist/es/packages/cell';
export type { CellProps } from '@nutui/nutui-react-taro/dist/es/packages/cell';
