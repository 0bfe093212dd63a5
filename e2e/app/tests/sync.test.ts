/**
 * `npm run build -w @caixue/app` (H5 build for the app environment + `cap sync`) left a consistent
 * native project: the current app build in the Android assets, built for a deployed environment with
 * absolute addresses, and a valid Capacitor config with the plugins the client calls.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANDROID_PUBLIC, APP_API_ORIGIN, APP_DIR } from '../support/shell';

const clientApp = path.join(APP_DIR, '../client/dist/app');
const androidAssets = path.join(APP_DIR, 'android/app/src/main/assets');

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  }).sort();
}

const CORDOVA_FILES = ['cordova.js', 'cordova_plugins.js'];
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('app shell sync', () => {
  it('the Android assets hold exactly the current app build (same files, same bytes)', () => {
    const built = listFiles(clientApp);
    expect(built).toContain('index.html');
    // `cap sync` adds its Cordova compatibility files beside the build.
    expect(listFiles(ANDROID_PUBLIC).filter((f) => !CORDOVA_FILES.includes(f))).toEqual(built);
    for (const file of built) {
      expect(readFileSync(path.join(ANDROID_PUBLIC, file)).equals(readFileSync(path.join(clientApp, file))), file).toBe(true);
    }
  });

  it('was built for a deployed environment with absolute API and socket addresses', () => {
    const stamp = readJson(path.join(ANDROID_PUBLIC, 'app-build.json'));
    expect(['production', 'staging', 'test']).toContain(stamp.env);
    expect(stamp.version).toBe(readJson(path.join(APP_DIR, 'package.json')).version);
    const js = listFiles(ANDROID_PUBLIC).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(ANDROID_PUBLIC, f), 'utf8')).join('\n');
    if (stamp.env === 'production') {
      expect(js).toContain(APP_API_ORIGIN);
      expect(js).toContain('wss://api.caixue.com');
      expect(js).toContain('https://m.caixue.com');
    }
    // That the app really calls these (not its own origin) is proven in behaviours.test.ts.
  });

  it('the Capacitor config is valid and lists the plugins the client calls', () => {
    const config = readJson(path.join(androidAssets, 'capacitor.config.json'));
    expect(config.appId).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
    expect(config.appName).toBe('财学');
    expect(config.webDir).toBe('../client/dist/app');
    expect((config.plugins as Record<string, { enabled?: boolean }>).CapacitorHttp.enabled).toBe(true);
    const plugins = (JSON.parse(readFileSync(path.join(androidAssets, 'capacitor.plugins.json'), 'utf8')) as { pkg: string }[]).map((p) => p.pkg);
    expect(plugins).toEqual(expect.arrayContaining(['@capacitor/app', '@capacitor/browser', '@capacitor/share', '@capacitor/filesystem', '@capacitor-community/file-opener']));
    const iosConfig = readJson(path.join(APP_DIR, 'ios/App/App/capacitor.config.json'));
    expect(iosConfig.appId).toBe(config.appId);
  });

  it('the Android project carries the app version and may install the downloaded update', () => {
    const gradle = readFileSync(path.join(APP_DIR, 'android/app/build.gradle'), 'utf8');
    const version = String(readJson(path.join(APP_DIR, 'package.json')).version);
    expect(gradle).toContain(`versionName "${version}"`);
    expect(gradle).toContain(`applicationId "${readJson(path.join(androidAssets, 'capacitor.config.json')).appId}"`);
    const manifest = readFileSync(path.join(APP_DIR, 'android/app/src/main/AndroidManifest.xml'), 'utf8');
    expect(manifest).toContain('android.permission.REQUEST_INSTALL_PACKAGES');
  });
});
