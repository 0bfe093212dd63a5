import type { WebFrameProps } from './WebFrame';

/**
 * H5: the address in an iframe under the page's bar. The app shell's CSP frames only our origin and
 * the allowlist (server http/security-headers.ts), so a page that slipped past the check still would
 * not load.
 */
export function WebFrame({ url }: WebFrameProps) {
  return (
    <iframe
      className='web-frame'
      src={url}
      title={url}
      referrerPolicy='strict-origin-when-cross-origin'
      sandbox='allow-scripts allow-same-origin allow-forms allow-popups'
    />
  );
}
