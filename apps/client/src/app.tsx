import type { PropsWithChildren } from 'react';

export default function App({ children }: PropsWithChildren) {
  return children;
}
