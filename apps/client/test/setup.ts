/**
 * Runs before every client test file: a fresh Taro mock and an unmounted DOM for each test. The
 * mock is also reset after each test, so modules first imported by the next file (which read the
 * platform at import, like env.ts) see the default H5 host, not what the last test scripted.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { taroMock } from './taro';

beforeEach(() => {
  taroMock.reset();
  vi.clearAllMocks();
});

afterEach(() => {
  cleanup();
  taroMock.reset();
});
