/** Runs before every client test file: a fresh Taro mock and an unmounted DOM for each test. */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { taroMock } from './taro';

beforeEach(() => {
  taroMock.reset();
  vi.clearAllMocks();
});

afterEach(() => {
  cleanup();
});
