/// <reference types="@tarojs/taro" />

declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.scss';
declare module '*.css';

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test';
    /** The platform being built (set by Taro). */
    TARO_ENV: 'weapp' | 'h5';
    /** Which ENV block the client uses: production, staging, test or local (config/index.ts). */
    TARO_APP_ENV?: string;
    /** Shared secret for request signing (config/index.ts). */
    TARO_APP_SIGN_SECRET?: string;
    /** Page access log on | off; unset = on only in production (config/index.ts). */
    TARO_APP_ACCESS_LOG?: string;
  }
}
