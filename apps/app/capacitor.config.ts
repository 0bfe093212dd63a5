import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native shell around the H5 client. `npm run build -w @caixue/app` builds the client for a
 * deployed environment (absolute API, socket, payment and picture addresses: APP_ENV, default
 * production) into apps/client/dist/app, then `cap sync` copies it into the Android and iOS projects.
 */
const config: CapacitorConfig = {
  appId: 'com.caixue.app',
  appName: '财学',
  webDir: '../client/dist/app',
  // The page runs at https://localhost; the API is another origin. Native HTTP sends fetch/XHR from the
  // app, not the WebView, so the API needs no CORS for the app (the WebSocket is not affected by CORS).
  plugins: {
    CapacitorHttp: { enabled: true },
  },
  android: {
    // Pictures and videos come over https only; no cleartext.
    allowMixedContent: false,
  },
  ios: {
    contentInset: 'never',
  },
};

export default config;
